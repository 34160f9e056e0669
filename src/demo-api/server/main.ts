/** `npm run sandbox`: starts the sandbox and prints where it listens. */
import { startSandbox } from './sandbox';

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const allowedHosts = list(process.env.SANDBOX_ALLOWED_HOSTS);
const sandbox = startSandbox({
  port: Number(process.env.PORT ?? 4010),
  host: process.env.HOST ?? '127.0.0.1',
  publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
  allowedHosts: allowedHosts?.includes('*') ? '*' : allowedHosts,
  corsOrigins: list(process.env.SANDBOX_CORS_ORIGINS),
  log: process.env.SANDBOX_LOG === '1',
});

sandbox.ready.then(
  (address) => {
    const url = sandbox.baseUrl();
    console.log(`Sandbox (the demo API over HTTP) listening on ${address}`);
    if (url !== address) console.log(`  Public URL: ${url}`);
    console.log(`  API:      ${url}/api/v1   (send Authorization: Bearer sk_test_sandbox)`);
    console.log(
      `  Try:      curl -H 'Authorization: Bearer sk_test_sandbox' ${url}/api/v1/workflows`,
    );
    console.log(
      `  Controls: ${url}/__demo/state, PUT ${url}/__demo/faults, POST ${url}/__demo/reset (same key, JSON bodies)`,
    );
  },
  (error: unknown) => {
    console.error(`The sandbox could not start: ${String(error)}`);
    process.exit(1);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
