/**
 * React's development warnings, collected so a test that causes one fails (setup-dom.ts): a state
 * update during another component's render, two rows with one key, an input switching between
 * controlled and uncontrolled, an update outside act. React only prints them, and a printed
 * warning in a passing suite is one nobody reads.
 */
import { format } from 'node:util';

const REACT_WARNING =
  /Cannot update a component|Cannot update during an existing state transition|Encountered two children with the same key|Each child in a list should have a unique "key" prop|Maximum update depth exceeded|is changing an? (?:un)?controlled input|not wrapped in act\(|React does not recognize the|Invalid DOM property|cannot be a (?:child|descendant) of|cannot contain a nested/;

const seen: string[] = [];
let installed = false;

/** Starts collecting (once per worker: page files share one import of this module). */
export function collectReactWarnings(): void {
  if (installed) return;
  installed = true;
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (REACT_WARNING.test(String(args[0]))) seen.push(format(...args).slice(0, 600));
    print(...args);
  };
}

/** The warnings seen since the last call. */
export function takeReactWarnings(): string[] {
  return seen.splice(0);
}
