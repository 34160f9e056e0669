import { describe, expect, it } from 'vitest';
import { hashPassword } from './password';
import { parseUsersFile } from './users-file';

describe('parseUsersFile', () => {
  it('reads name:role:hash lines, skipping comments and blank lines; names are case-insensitive', async () => {
    const hash = await hashPassword('pw', { ln: 10, r: 8, p: 1 });
    const { users, problems } = parseUsersFile(
      `# team\n\nAda:admin:${hash}\nolu:operator:${hash}\r\n`,
    );
    expect(problems).toEqual([]);
    expect(users.get('ada')).toMatchObject({ name: 'Ada', role: 'admin' });
    expect(users.get('olu')?.role).toBe('operator');
  });

  it('names every problem by line', async () => {
    const hash = await hashPassword('pw', { ln: 10, r: 8, p: 1 });
    const { problems } = parseUsersFile(
      [
        `ada:boss:${hash}`,
        'olu:viewer:plaintext',
        `bad name:viewer:${hash}`,
        `ada:admin:${hash}`,
        `ADA:admin:${hash}`,
      ].join('\n'),
    );
    expect(problems).toEqual([
      'line 1: the role of ada must be viewer, operator or admin',
      'line 2: the password hash of olu is not a scrypt hash written by gateway:add-user',
      'line 3: the user name is empty or has characters other than letters, digits and . _ @ + -',
      'line 5: ADA is listed twice',
    ]);
  });
});
