import { describe, expect, it } from 'vitest';
import { BLANK_RULE, bodyOf, checkRule, ruleWords, valuesOf } from './rule-form';

describe('the alert rule form', () => {
  it('says what is missing or wrong, field by field', () => {
    expect(
      checkRule({
        ...BLANK_RULE,
        threshold: '0',
        window: '31',
        unit: 'days',
        webhookUrl: 'ftp://x',
      }),
    ).toEqual({
      name: 'Name the rule.',
      threshold: 'A whole number from 1 to 1000.',
      window: 'From 1 minute to 30 days.',
      webhookUrl: 'An http(s) address, such as https://hooks.slack.com/services/…',
    });
  });

  it('writes the window in minutes and leaves the workflow out for every workflow', () => {
    expect(
      bodyOf({
        ...BLANK_RULE,
        name: ' Payments failing ',
        threshold: '5',
        window: '2',
        unit: 'hours',
        webhookUrl: 'https://hooks.example.com/a',
      }),
    ).toEqual({
      name: 'Payments failing',
      kind: 'failures',
      workflow_id: null,
      threshold: 5,
      window_minutes: 120,
      webhook_url: 'https://hooks.example.com/a',
      enabled: true,
    });
  });

  it('reads a rule back in its largest whole unit, and words it', () => {
    const rule = {
      id: 1,
      name: 'Quiet',
      kind: 'silence' as const,
      workflow_id: 'wf_1',
      threshold: 1,
      window_minutes: 2880,
      webhook_url: 'https://h.example/x',
      enabled: false,
      created_by: 'admin',
      created_at: '2026-11-28T09:00:00Z',
    };
    expect(valuesOf(rule)).toMatchObject({ window: '2', unit: 'days', workflowId: 'wf_1' });
    expect(ruleWords(rule)).toBe('Has not run for 2 d');
    expect(ruleWords({ kind: 'failures', threshold: 3, window_minutes: 15 })).toBe(
      'Fails 3 times within 15 min',
    );
  });
});
