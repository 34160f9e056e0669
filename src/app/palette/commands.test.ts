import { describe, expect, it } from 'vitest';
import { workflowIdIn } from '@/config/paths';
import { commandResults } from './commands';

describe('the palette’s commands', () => {
  it('offers the workflow commands on a workflow’s screens only, each with its keys', () => {
    const elsewhere = commandResults('', { workflowId: null, dark: false });
    expect(elsewhere.map((command) => [command.label, command.keys.join('+')])).toEqual([
      ['Switch theme', 'Shift+T'],
      ['Open workflow by name', 'o'],
      ['Copy link', 'y'],
    ]);
    const onWorkflow = commandResults('', { workflowId: 'w1', dark: true });
    expect(onWorkflow.map((command) => command.label)).toEqual([
      'Switch theme',
      'Open workflow by name',
      'Discard draft of this workflow…',
      'Compare with…',
      'Copy link',
    ]);
    expect(onWorkflow[0]?.detail).toBe('To the light theme');
  });

  it('match what was typed', () => {
    expect(commandResults('disc', { workflowId: 'w1', dark: false }).map((c) => c.id)).toEqual([
      'discard-draft',
    ]);
    expect(commandResults('theme', { workflowId: null, dark: false }).map((c) => c.id)).toEqual([
      'switch-theme',
    ]);
  });

  it('find the workflow of the screen from its path', () => {
    expect(workflowIdIn('/workflows/w%201/compare')).toBe('w 1');
    expect(workflowIdIn('/workflows')).toBeNull();
    expect(workflowIdIn('/users')).toBeNull();
  });
});
