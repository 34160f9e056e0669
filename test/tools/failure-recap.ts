import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** One failed test, file or run-wide error, as the recap prints it. */
export interface Failure {
  where: string;
  name: string;
  message: string;
}

const FIRST_LINES = 6;

/** The recap's text: nothing when nothing failed, else a headed list of what failed and why. */
export function recapText(failures: readonly Failure[]): string {
  if (failures.length === 0) return '';
  const lines = [`\n──── What failed (${failures.length}) ────`];
  for (const { where, name, message } of failures) {
    lines.push(`✗ ${where} › ${name}`);
    const body = message.trim().split('\n').slice(0, FIRST_LINES);
    for (const line of body) lines.push(`    ${line}`);
  }
  return `${lines.join('\n')}\n`;
}

function moduleFailures(module: TestModule, root: string): Failure[] {
  const where = relative(root, module.moduleId);
  const failures: Failure[] = module
    .errors()
    .map((error) => ({ where, name: '(the file itself)', message: error.message }));
  for (const test of module.children.allTests('failed')) {
    const [error] = test.result().errors ?? [];
    failures.push({
      where,
      name: test.fullName,
      message: error?.message ?? 'failed without an error',
    });
  }
  return failures;
}

/**
 * Prints what failed once more, last and on standard output. `npm test` runs its parts side by side
 * (run-p --aggregate-output), which holds back each part's standard output until it ends while
 * Vitest's own failure report goes to standard error at once: in a long log (CI keeps its tail) the
 * names of the failed tests were far above the summary that said something failed.
 */
export default class FailureRecap implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(
    ...[testModules, unhandledErrors]: Parameters<NonNullable<Reporter['onTestRunEnd']>>
  ): void {
    const failures = testModules.flatMap((module) => moduleFailures(module, this.root));
    for (const error of unhandledErrors) {
      failures.push({ where: '(run)', name: 'unhandled error', message: error.message });
    }
    process.stdout.write(recapText(failures));
  }
}
