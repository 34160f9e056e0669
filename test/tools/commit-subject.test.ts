import { describe, expect, it } from 'vitest';
import { subjectOf, subjectProblem } from './commit-subject';

const seventyTwo = 'Docs: '.padEnd(72, 'x');
const seventyThree = 'Docs: '.padEnd(73, 'x');

describe('the commit subject check', () => {
  it('accepts a subject of 72 characters, with a body of any length', () => {
    expect(subjectProblem(`${seventyTwo}\n\n${'why '.repeat(100)}\n`)).toBeNull();
  });

  it('refuses a subject of 73 characters and says the length, the limit and where the why goes', () => {
    const problem = subjectProblem(`${seventyThree}\n`);
    expect(problem).toContain('The commit subject is 73 characters; at most 72 are allowed');
    expect(problem).toContain(seventyThree);
    expect(problem).toContain('put the why in the body');
  });

  it('counts characters, not bytes', () => {
    expect(subjectProblem(`${'é'.repeat(72)}\n`)).toBeNull();
    expect(subjectProblem(`${'é'.repeat(73)}\n`)).toContain('73 characters');
  });

  it("skips git's comment lines and leading blank lines to find the subject", () => {
    const message = `\n# Please enter the commit message\n${seventyThree}\n# On branch main\n`;
    expect(subjectOf(message)).toBe(seventyThree);
    expect(subjectProblem(message)).toContain('73 characters');
  });

  it('ignores trailing spaces and Windows line ends', () => {
    expect(subjectOf(`${seventyTwo}   \r\n\r\nbody`)).toBe(seventyTwo);
    expect(subjectProblem(`${seventyTwo}   \r\n`)).toBeNull();
  });

  it('lets through the subjects git writes itself for merges and reverts', () => {
    const merge = `Merge branch 'i34-a-branch-with-a-very-long-name-indeed' into i34-another-long-branch`;
    expect(subjectProblem(`${merge}\n`)).toBeNull();
    expect(subjectProblem(`Revert "${seventyTwo}"\n`)).toBeNull();
  });

  it('leaves an empty message to git, which refuses it itself', () => {
    expect(subjectProblem('# only comments\n\n')).toBeNull();
  });
});
