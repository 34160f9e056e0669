/**
 * Each end-to-end file gets a sandbox of its own (the sandbox tests' checked sandbox: every response
 * checked against the OpenAPI document, every 500's detail kept), started before its first test and
 * closed after its last. Files change what the sandbox holds (a stopped execution, saved settings,
 * faults switched on), so no file may see another's. Started by `setup-sandbox.ts` (the e2e
 * config's setup file); tests read its address with `sandboxUrl()` from browser.ts.
 */
import { inject } from 'vitest';
import { startCheckedSandbox, type CheckedSandbox } from '@test/sandbox/harness';

let current: CheckedSandbox | null = null;

export async function startFileSandbox(): Promise<void> {
  // The console (vite preview on a free port) calls it from the browser: its origin may.
  current = await startCheckedSandbox({ corsOrigins: [inject('consoleUrl')] });
}

/** Closes the file's sandbox; throws if any of its answers broke the contract or was a crash. */
export async function stopFileSandbox(): Promise<void> {
  if (!current) return;
  const sandbox = current;
  current = null;
  await sandbox.close();
  const problems = [
    ...new Set(sandbox.takeViolations()),
    ...sandbox.takeFailures().map((failure) => `500 ${failure.method} ${failure.url}`),
  ];
  if (problems.length > 0)
    throw new Error(`The sandbox answered outside the OpenAPI contract:\n${problems.join('\n')}`);
}

export function fileSandboxUrl(): string {
  if (!current) throw new Error('No sandbox: test/e2e/setup-sandbox.ts starts one per file.');
  return current.url;
}

/** The file's sandbox's store, for a test that puts a record of its own in it. */
export function fileSandboxDb(): CheckedSandbox['db'] {
  if (!current) throw new Error('No sandbox: test/e2e/setup-sandbox.ts starts one per file.');
  return current.db;
}
