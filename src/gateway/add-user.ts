/**
 * `npm run gateway:add-user -- <users file> <name> <role>`: adds a user to the users file, or replaces
 * the password and role of one already there. The password is read from the terminal (twice, not
 * echoed) or from the first line of standard input when that is not a terminal, never from the
 * command line (other users of the machine can read command lines). Writes the file atomically, mode
 * 0600. Also bundled: `node dist-server/add-user.js ...`.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { isRole } from '../api/operations';
import { hashPassword } from './auth/password';
import { parseUsersFile, USER_NAME } from './auth/users-file';

const MIN_PASSWORD = 12;

function fail(message: string): never {
  process.stderr.write(`gateway:add-user: ${message}\n`);
  process.exit(1);
}

/** One line from the terminal without echoing it (readline echoes into a sink). */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const sink = new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output: sink, terminal: true });
  return new Promise((resolve) => {
    rl.once('line', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password: ');
    const again = await askHidden('Again: ');
    if (first !== again) fail('the two passwords differ');
    return first;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

const [file, name, role] = process.argv.slice(2);
if (!file || !name || !role)
  fail('usage: npm run gateway:add-user -- <users file> <name> <viewer|operator|admin>');
if (!USER_NAME.test(name)) fail('a user name is 1-64 letters, digits and . _ @ + -');
if (!isRole(role)) fail('the role must be viewer, operator or admin');

const existing = existsSync(file)
  ? readFileSync(file, 'utf8')
  : '# Workflow Console gateway users: name:role:scrypt hash\n';
const problems = parseUsersFile(existing).problems;
if (problems.length > 0) fail(`${file} has problems to fix first: ${problems.join('; ')}`);

const password = await readPassword();
if (password.length < MIN_PASSWORD)
  fail(`the password must have at least ${MIN_PASSWORD} characters`);
const line = `${name}:${role}:${await hashPassword(password)}`;

const isThisUser = (current: string) =>
  current.split(':')[0]?.trim().toLowerCase() === name.toLowerCase();
const current = existing.replace(/\n+$/, '').split('\n');
const replaced = current.some(isThisUser);
const lines = replaced
  ? current.map((entry) => (isThisUser(entry) ? line : entry))
  : [...current, line];
const temporary = `${file}.${process.pid}.tmp`;
writeFileSync(temporary, `${lines.join('\n')}\n`, { mode: 0o600 });
renameSync(temporary, file);
process.stdout.write(`${replaced ? 'Updated' : 'Added'} ${name} (${role}) in ${file}.\n`);
