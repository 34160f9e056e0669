/**
 * The users file (`WFC_USERS_FILE`): one user a line, `name:role:hash`, where role is viewer, operator
 * or admin and hash is a scrypt PHC string (`npm run gateway:add-user` writes them). Blank lines and
 * lines starting with `#` are ignored. The file is read again when it changes (checked at most once a
 * second), so adding, removing or demoting someone takes effect without a restart, on every instance
 * that reads the same file; sessions of a removed user end at their next request.
 */
import { readFileSync, statSync } from 'node:fs';
import { isRole, type Role } from '../../api/operations';
import { parseHash, type ParsedHash, type ScryptCost } from './password';

export interface UserEntry {
  name: string;
  role: Role;
  hash: ParsedHash;
}

export const USER_NAME = /^[A-Za-z0-9._@+-]{1,64}$/;

export interface ParsedUsers {
  users: Map<string, UserEntry>;
  problems: string[];
}

export function parseUsersFile(text: string): ParsedUsers {
  const users = new Map<string, UserEntry>();
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const at = `line ${index + 1}`;
    const [name = '', role = '', ...rest] = line.split(':');
    const hash = parseHash(rest.join(':'));
    if (!USER_NAME.test(name))
      problems.push(
        `${at}: the user name is empty or has characters other than letters, digits and . _ @ + -`,
      );
    else if (!isRole(role))
      problems.push(`${at}: the role of ${name} must be viewer, operator or admin`);
    else if (!hash)
      problems.push(
        `${at}: the password hash of ${name} is not a scrypt hash written by gateway:add-user`,
      );
    else if (users.has(name.toLowerCase())) problems.push(`${at}: ${name} is listed twice`);
    else users.set(name.toLowerCase(), { name, role, hash });
  });
  return { users, problems };
}

export interface UsersFile {
  /** The user of that name (case-insensitive), as the file says now. */
  lookup: (name: string) => UserEntry | undefined;
  /** The cost of the file's hashes, so a check for an unknown name takes as long as a real one. */
  decoyCost: () => ScryptCost | undefined;
}

/**
 * Loads the file; throws with the problems when it is unusable at start. A later change that breaks
 * the file is reported through `warn` and the last good version stays in use.
 */
export function openUsersFile(path: string, warn: (message: string) => void): UsersFile {
  const read = () => parseUsersFile(readFileSync(path, 'utf8'));
  const first = read();
  if (first.problems.length > 0) throw new Error(first.problems.join('; '));
  let users = first.users;
  let stamp = statSync(path).mtimeMs;
  // A monotonic clock: a wall clock set back must not stop the re-reading.
  let checked = performance.now();

  const refresh = () => {
    if (performance.now() - checked < 1000) return;
    checked = performance.now();
    try {
      const now = statSync(path).mtimeMs;
      if (now === stamp) return;
      stamp = now;
      const next = read();
      if (next.problems.length > 0) {
        warn(
          `The users file changed but is not usable; the previous version stays in use: ${next.problems.join('; ')}`,
        );
        return;
      }
      users = next.users;
    } catch (error) {
      warn(`The users file cannot be read; the previous version stays in use (${String(error)})`);
    }
  };

  return {
    lookup(name) {
      refresh();
      return users.get(name.toLowerCase());
    },
    decoyCost: () => users.values().next().value?.hash.cost,
  };
}
