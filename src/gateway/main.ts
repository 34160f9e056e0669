/**
 * `npm run serve`: reads the settings from the environment, starts the gateway, and stops cleanly on
 * SIGTERM/SIGINT (SIGHUP reopens the audit log file after the platform rotated it). A bad setting stops
 * it at once with one line naming the variable; the key is never printed.
 */
import { createAuditLog } from './audit';
import { loadConfig, type GatewayConfig } from './config';
import { createGateway } from './server';
import { closeWithin } from './shutdown';

function stop(message: string): never {
  process.stderr.write(`gateway: ${message}\n`);
  process.exit(1);
}

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}

const audit = createAuditLog(config.auditLog);
const app = await createGateway(config, { audit }).catch((error: unknown) =>
  stop(error instanceof Error ? error.message : String(error)),
);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  stop(
    `cannot listen on ${config.host}:${config.port} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
  );
}

const methods = [
  config.usersFile ? 'the users file' : '',
  config.oidc ? `OpenID Connect (${config.oidc.name})` : '',
]
  .filter(Boolean)
  .join(' and ');
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const store =
  config.database.kind === 'sqlite'
    ? `SQLite in ${config.database.dir}`
    : `PostgreSQL at ${new URL(config.database.url).host}`;
process.stdout.write(
  `Workflow Console gateway on ${config.host}:${port}, public URL ${config.publicUrl.origin}, service ${config.apiBaseUrl.origin}; sign-in with ${methods}; store: ${store}.\n`,
);

process.on('SIGHUP', () => audit.reopen());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void closeWithin(app, config.shutdownGraceMs)
      .then(() => audit.close())
      .then(() => process.exit(0));
  });
}
