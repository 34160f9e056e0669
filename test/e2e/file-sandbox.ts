/**
 * Each end-to-end file gets a sandbox of its own (the demo API over HTTP, every response checked
 * against the OpenAPI document), started before its first test and closed after its last. Files
 * change what the sandbox holds (a stopped execution, saved settings, faults switched on), so two
 * files running side by side must not share one. Started by `setup-sandbox.ts` (the e2e config's
 * setup file); tests read its address with `sandboxUrl()` from browser.ts.
 */
import { startSandbox } from '@/demo-api/server/sandbox';
import {
  createContractChecker,
  SPEC_PATH,
  type ContractChecker,
} from '@test/support/openapi-contract';

let current: { url: string; close: () => Promise<void>; violations: string[] } | null = null;
let checker: ContractChecker | null = null;

export async function startFileSandbox(): Promise<void> {
  const violations: string[] = [];
  const sandbox = startSandbox({
    port: 0,
    onResponse: async (request, response) => {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Checked as text; the schema rejects it.
      }
      // Compiled on the first answer: a file that never calls the sandbox never pays for it.
      checker ??= createContractChecker(SPEC_PATH);
      violations.push(
        ...checker.check(
          request.method,
          request.url,
          response.status,
          response.headers.get('content-type'),
          body,
        ),
      );
    },
  });
  current = { url: await sandbox.ready, close: () => sandbox.close(), violations };
}

/** Closes the file's sandbox; throws if any of its answers broke the OpenAPI contract. */
export async function stopFileSandbox(): Promise<void> {
  if (!current) return;
  const { close, violations } = current;
  current = null;
  await close();
  if (violations.length > 0)
    throw new Error(
      `The sandbox gave responses that break the OpenAPI contract:\n${[...new Set(violations)].join('\n')}`,
    );
}

export function fileSandboxUrl(): string {
  if (!current) throw new Error('No sandbox: test/e2e/setup-sandbox.ts starts one per file.');
  return current.url;
}
