/**
 * The alert rule form as plain values (text as typed), checked and turned into the gateway's body.
 * Pure: the dialog binds it with react-hook-form.
 */
import { schemaOfRules, type MessagesByPath } from '@/lib/form/resolver';
import type { AlertRule, AlertRuleBody } from './api';

export type WindowUnit = 'minutes' | 'hours' | 'days';

export interface RuleValues {
  name: string;
  kind: AlertRule['kind'];
  /** Empty: every workflow. */
  workflowId: string;
  threshold: string;
  window: string;
  unit: WindowUnit;
  webhookUrl: string;
  enabled: boolean;
}

const MINUTES: Record<WindowUnit, number> = { minutes: 1, hours: 60, days: 1440 };
const MAX_WINDOW_MINUTES = 43_200;

export const BLANK_RULE: RuleValues = {
  name: '',
  kind: 'failures',
  workflowId: '',
  threshold: '3',
  window: '15',
  unit: 'minutes',
  webhookUrl: '',
  enabled: true,
};

/** A rule's values for editing: the window in the largest whole unit. */
export function valuesOf(rule: AlertRule): RuleValues {
  const unit: WindowUnit =
    rule.window_minutes % 1440 === 0
      ? 'days'
      : rule.window_minutes % 60 === 0
        ? 'hours'
        : 'minutes';
  return {
    name: rule.name,
    kind: rule.kind,
    workflowId: rule.workflow_id ?? '',
    threshold: String(rule.threshold),
    window: String(rule.window_minutes / MINUTES[unit]),
    unit,
    webhookUrl: rule.webhook_url,
    enabled: rule.enabled,
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

export function checkRule(values: RuleValues): MessagesByPath {
  const messages: Record<string, string> = {};
  if (values.name.trim() === '') messages.name = 'Name the rule.';
  else if (values.name.trim().length > 100) messages.name = 'At most 100 characters.';
  if (values.kind === 'failures') {
    const threshold = wholeNumber(values.threshold);
    if (!(threshold >= 1 && threshold <= 1000))
      messages.threshold = 'A whole number from 1 to 1000.';
  }
  const window = wholeNumber(values.window) * MINUTES[values.unit];
  if (!(window >= 1 && window <= MAX_WINDOW_MINUTES)) messages.window = 'From 1 minute to 30 days.';
  let url: URL | undefined;
  try {
    url = new URL(values.webhookUrl.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    messages.webhookUrl = 'An http(s) address, such as https://hooks.slack.com/services/…';
  return messages;
}

export const ruleSchema = schemaOfRules<RuleValues>(checkRule);

export function bodyOf(values: RuleValues): AlertRuleBody {
  return {
    name: values.name.trim(),
    kind: values.kind,
    workflow_id: values.workflowId.trim() === '' ? null : values.workflowId.trim(),
    threshold: values.kind === 'failures' ? wholeNumber(values.threshold) : 1,
    window_minutes: wholeNumber(values.window) * MINUTES[values.unit],
    webhook_url: values.webhookUrl.trim(),
    enabled: values.enabled,
  };
}

const unitWords = (minutes: number) =>
  minutes % 1440 === 0
    ? `${minutes / 1440} d`
    : minutes % 60 === 0
      ? `${minutes / 60} h`
      : `${minutes} min`;

/** "Fails 3 times within 15 min" / "Has not run for 1 d". */
export function ruleWords(rule: Pick<AlertRule, 'kind' | 'threshold' | 'window_minutes'>): string {
  return rule.kind === 'failures'
    ? `Fails ${rule.threshold} time${rule.threshold === 1 ? '' : 's'} within ${unitWords(rule.window_minutes)}`
    : `Has not run for ${unitWords(rule.window_minutes)}`;
}
