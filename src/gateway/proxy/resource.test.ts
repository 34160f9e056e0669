import { describe, expect, it } from 'vitest';
import { matchOperation } from '../../api/operations';
import { resourceOf } from './resource';

function resource(method: string, path: string): string {
  const match = matchOperation(method, path);
  if (!match) throw new Error(`${method} ${path} is no operation`);
  return resourceOf(match);
}

describe('resourceOf', () => {
  it('names the workflow, action type or installed app a write acts on', () => {
    expect(resource('POST', '/workflows/wf_1/discard_draft')).toBe('workflow:wf_1');
    expect(resource('PUT', '/workflows/wf_1/settings')).toBe('workflow:wf_1');
    expect(resource('POST', '/action_types/at%207/discard_draft')).toBe('action_type:at 7');
    expect(resource('PUT', '/installed_apps/slack')).toBe('installed_app:slack');
  });

  it('names the collection when the operation has no id', () => {
    expect(resource('POST', '/installed_apps')).toBe('installed_apps');
    expect(resource('POST', '/executions/stop')).toBe('executions');
  });
});
