/** The account's event log over the last 60 days, derived from the other records. */
import { SEED_NOW_MS } from '@/demo-api/store/clock';
import { createRandom, type Random } from '@/demo-api/store/random';
import type {
  ActionRecord,
  ActionTypeRecord,
  EventRecord,
  ExecutionRecord,
  InstalledAppRecord,
  JsonObject,
  UserRecord,
  WorkflowRecord,
} from '@/demo-api/store/records';
import { between, DAY, idAt, iso } from './util';

export const EVENT_WINDOW_DAYS = 60;
const WORKFLOW_EVENT_COUNT = 120;
const ACTION_TYPE_EVENT_COUNT = 16;

interface Draft {
  type: string;
  subject: { object: string; id: string } | null;
  user_key: string | null;
  data: JsonObject;
  at: number;
}

const WINDOW_START = SEED_NOW_MS - EVENT_WINDOW_DAYS * DAY;
const inWindow = (ms: number): boolean => ms >= WINDOW_START && ms < SEED_NOW_MS;

const WORKFLOW_EVENTS: readonly [type: string, changes: readonly string[]][] = [
  ['workflow.published', ['template', 'event_trigger']],
  ['workflow.turned_on', ['on']],
  ['workflow.turned_off', ['on']],
  ['workflow.settings_updated', ['form_data']],
  ['workflow.draft_discarded', ['template_draft', 'trigger_conditions_draft']],
];

function workflowEvents(rng: Random, workflows: readonly WorkflowRecord[]): Draft[] {
  const candidates = workflows.filter((w) => w.last_published_at !== null);
  return Array.from({ length: WORKFLOW_EVENT_COUNT }, () => {
    const workflow = rng.pick(candidates);
    const [type, changes] = rng.pick(WORKFLOW_EVENTS);
    const at = between(rng, Math.max(WINDOW_START, Date.parse(workflow.created_at)), SEED_NOW_MS);
    return {
      type,
      subject: { object: 'workflow', id: workflow.id },
      user_key: workflow.owner_user_key,
      data: {
        workflow_name: workflow.name,
        workflow_key: workflow.key,
        changes: rng.sample(changes, rng.int(1, changes.length)),
      },
      at,
    };
  });
}

function executionEvents(
  executions: readonly ExecutionRecord[],
  actions: readonly ActionRecord[],
  workflows: readonly WorkflowRecord[],
): Draft[] {
  const names = new Map(workflows.map((w) => [w.id, w.name]));
  return executions.flatMap((execution) => {
    const base = () => ({
      subject: { object: 'execution', id: execution.id },
      user_key: execution.user_key,
    });
    const data = {
      workflow_id: execution.workflow_id,
      workflow_name: names.get(execution.workflow_id) ?? null,
    };
    const started: Draft = {
      ...base(),
      type: 'execution.started',
      data: { ...data },
      at: Date.parse(execution.created_at),
    };
    if (execution.status === 'running' || execution.status === 'upcoming') return [started];
    const ends = actions
      .filter((a) => a.execution_id === execution.id)
      .flatMap((a) => [a.completed_at, a.failed_at, a.stopped_at])
      .filter((t): t is string => t !== null)
      .sort();
    const end = ends.length ? Date.parse(ends[ends.length - 1] ?? '') : started.at + 1000;
    return [
      started,
      {
        ...base(),
        type: `execution.${execution.status}`,
        data: { ...data, status: execution.status },
        at: end,
      },
    ];
  });
}

function actionTypeEvents(rng: Random, actionTypes: readonly ActionTypeRecord[]): Draft[] {
  return Array.from({ length: ACTION_TYPE_EVENT_COUNT }, () => {
    const type = rng.pick(actionTypes);
    return {
      type: 'action_type.updated',
      subject: { object: 'action_type', id: type.id },
      user_key: 'main',
      data: {
        name: type.name,
        changes: rng.sample(['url', 'headers', 'params', 'form', 'code', 'icon'], rng.int(1, 3)),
      },
      at: between(rng, WINDOW_START, SEED_NOW_MS),
    };
  });
}

function appEvents(apps: readonly InstalledAppRecord[]): Draft[] {
  return apps.flatMap((app) => {
    const subject = () => ({ object: 'installed_app', id: app.id });
    const installed: Draft = {
      type: 'app.installed',
      subject: subject(),
      user_key: 'main',
      data: {
        app_identifier: app.app_identifier,
        version: app.previous_version ?? app.app_version,
      },
      at: Date.parse(app.installed_at),
    };
    const upgraded: Draft[] = app.upgraded_at
      ? [
          {
            type: 'app.upgraded',
            subject: subject(),
            user_key: 'main',
            data: {
              app_identifier: app.app_identifier,
              from: app.previous_version,
              to: app.app_version,
            },
            at: Date.parse(app.upgraded_at),
          },
        ]
      : [];
    return [installed, ...upgraded];
  });
}

const userEvents = (users: readonly UserRecord[]): Draft[] =>
  users.map((user) => ({
    type: 'user.created',
    subject: { object: 'user', id: user.id },
    user_key: user.key,
    data: { email: user.email },
    at: Date.parse(user.created_at),
  }));

export interface EventInputs {
  workflows: readonly WorkflowRecord[];
  actionTypes: readonly ActionTypeRecord[];
  users: readonly UserRecord[];
  installedApps: readonly InstalledAppRecord[];
  executions: readonly ExecutionRecord[];
  actions: readonly ActionRecord[];
}

export function buildEvents(seed: number, inputs: EventInputs): EventRecord[] {
  const rng = createRandom(seed);
  const drafts = [
    ...workflowEvents(rng, inputs.workflows),
    ...executionEvents(inputs.executions, inputs.actions, inputs.workflows),
    ...actionTypeEvents(rng, inputs.actionTypes),
    ...appEvents(inputs.installedApps),
    ...userEvents(inputs.users),
  ].filter((d) => inWindow(d.at));
  return drafts
    .map(({ at, ...rest }): EventRecord => ({ id: idAt(rng, at), ...rest, created_at: iso(at) }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
