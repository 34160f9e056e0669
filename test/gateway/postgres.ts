/**
 * A throw-away PostgreSQL server for the store's tests: `initdb` in a temporary folder, started with
 * `pg_ctl` on a free port, listening on 127.0.0.1 only (and a socket in the same folder), removed
 * after. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (runuser) in a
 * folder that user owns; otherwise as the current user. test/tools/ensure-postgres.sh (part of
 * `npm test`) installs Debian's package when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface Postgres {
  /** A URL for a new, empty database on this server. */
  createDatabase: (name: string) => Promise<string>;
  /** Stops the server at once (as a crash would), keeping its data; `start` brings it back. */
  stop: () => void;
  start: () => void;
  close: () => void;
}

function binDir(): string {
  const given = process.env.POSTGRES_BIN;
  const candidates = given
    ? [given]
    : !existsSync('/usr/lib/postgresql')
      ? []
      : readdirSync('/usr/lib/postgresql', { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
          .map((entry) => Number(entry.name))
          .sort((a, b) => b - a)
          .map((version) => `/usr/lib/postgresql/${version}/bin`);
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')));
  if (!found)
    throw new Error(
      'No PostgreSQL server found: run `bash test/tools/ensure-postgres.sh` or set POSTGRES_BIN.',
    );
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export async function startPostgres(): Promise<Postgres> {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'wfc-postgres-'));
  if (root) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(folder, id('-u'), id('-g'));
  }
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = root
      ? ['runuser', '-u', 'postgres', '--', join(bin, command), ...args]
      : [join(bin, command), ...args];
    execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  const data = join(folder, 'data');
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${folder}'`,
    // A test server: durability is not what is tested here (the SQLite crash test is).
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  let running = false;
  const start = () => {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(folder, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
    running = true;
  };
  const stop = () => {
    if (!running) return;
    running = false;
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '60', 'stop']);
  };
  start();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      try {
        await client.query(`create database "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    stop,
    start,
    close() {
      try {
        stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
