/** `npm run sandbox`: starts the sandbox and prints where it listens. */
import { startSandbox } from './sandbox';

const sandbox = startSandbox({
  port: Number(process.env.PORT ?? 4010),
  host: process.env.HOST ?? '127.0.0.1',
  corsOrigins: process.env.SANDBOX_CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  log: process.env.SANDBOX_LOG === '1',
});

sandbox.ready.then(
  (url) => {
    console.log(`Sandbox (the demo API over HTTP) listening on ${url}`);
    console.log(`  API:      ${url}/api/v1   (send Authorization: Bearer sk_test_sandbox)`);
    console.log(
      `  Try:      curl -H 'Authorization: Bearer sk_test_sandbox' ${url}/api/v1/workflows`,
    );
    console.log(`  Controls: ${url}/__demo/state, POST ${url}/__demo/reset`);
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
