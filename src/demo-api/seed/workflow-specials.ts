/**
 * The hand-written workflows: special cases tests refer to by key, main's account templates and
 * their clones for the other account users.
 */
import { LAYOUT_CHANGES, type LayoutChange } from './drafts';
import { plan, type PlanInput, type WorkflowPlan } from './workflow-plan';
import type { OwnerKey } from './users';

/** Every layout change several times over, then extra moves: tens of changes in one draft. */
const EVERYTHING: LayoutChange[] = [
  ...LAYOUT_CHANGES,
  ...LAYOUT_CHANGES,
  ...LAYOUT_CHANGES,
  ...LAYOUT_CHANGES,
  'move_small',
  'move_big',
];

export function specialPlans(): WorkflowPlan[] {
  const main = (input: PlanInput) => plan('main', input);
  return [
    main({
      name: 'Quarterly renewal outreach',
      firstAction: 'Send Mailbird email',
      size: 1,
      published: false,
      on: false,
      form: 'none',
      answers: 'none',
      special: 'start_only',
    }),
    main({
      name: 'Enterprise onboarding orchestration',
      triggerKey: 'deal.closed',
      firstAction: 'Create Chatter channel',
      size: 336,
      layoutChanges: EVERYTHING,
      triggerDraft: ['event_trigger', 'match_conditions', 'trigger_conditions'],
      form: 'full',
      groups: ['ops', 'admins'],
      special: 'huge',
    }),
    main({
      name: 'Support triage across regions',
      triggerKey: 'ticket.created',
      firstAction: 'Open Ticketly ticket',
      size: 120,
      layoutChanges: ['add_node', 'add_node', 'rename', 'move_small', 'remove_edge'],
      form: 'full',
      answers: 'by_name',
      groups: ['support'],
      special: 'large',
    }),
    main({
      name: 'Weekly digest (draft equals published)',
      firstAction: 'Post Chatter reminder',
      size: 8,
      form: 'channel',
      special: 'draft_equals_published',
    }),
    main({
      name: 'Nightly invoice reconciliation',
      triggerKey: 'invoice.paid',
      firstAction: 'Fetch Ledgerly balance',
      size: 12,
      layoutChanges: ['move_small', 'move_small', 'move_big'],
      form: 'full',
      groups: ['finance', 'admins'],
      special: 'moves_only',
    }),
    main({
      name: 'Escalate VIP tickets',
      triggerKey: 'ticket.escalated',
      firstAction: 'Escalate Ticketly ticket',
      size: 10,
      layoutChanges: ['rename', 'add_node'],
      form: 'full',
      special: 'missing_positions',
    }),
    main({
      name: 'Legacy lead import',
      triggerKey: 'contact.created',
      firstAction: 'Create CRM contact',
      size: 7,
      on: false,
      layoutChanges: ['rename'],
      form: 'basic',
      special: 'malformed_edges',
    }),
    main({
      name: 'Notify the owner when a booking is cancelled',
      triggerKey: 'booking.cancelled',
      firstAction: 'Send Chatter message',
      size: 6,
      form: 'unknown_type',
      special: 'unknown_field_type',
    }),
    main({
      name: 'Post new tickets to #support',
      triggerKey: 'ticket.created',
      firstAction: 'Send Chatter message',
      size: 5,
      form: 'full',
      answers: 'orphan',
      special: 'orphan_answer',
    }),
    main({
      name: 'Share big wins in #wins',
      triggerKey: 'deal.closed',
      firstAction: 'Send Chatter message',
      size: 9,
      form: 'full',
      answers: 'stale_option',
      special: 'stale_option',
    }),
    main({
      name: 'Churn-risk alerts (work in progress)',
      triggerKey: 'subscription.cancelled',
      firstAction: 'Send Chatter message',
      size: 9,
      published: false,
      on: false,
      layoutChanges: [],
      form: 'channel',
      answers: 'none',
      special: 'unpublished_draft',
    }),
    main({
      name: 'Partner referral hand-off',
      triggerKey: 'deal.stage_changed',
      firstAction: 'Create CRM contact',
      size: 5,
      published: false,
      on: false,
      layoutChanges: [],
      triggerDraft: ['match_conditions'],
      form: 'none',
      answers: 'none',
      special: 'unpublished_draft',
    }),
  ];
}

export function templatePlans(): WorkflowPlan[] {
  const template = (input: PlanInput) => plan('main', { isTemplate: true, form: 'full', ...input });
  return [
    template({
      name: 'Welcome new customers',
      triggerKey: 'contact.created',
      firstAction: 'Send Mailbird email',
      size: 6,
      autoClone: true,
    }),
    template({
      name: 'Sync new signups to Mailbird',
      triggerKey: 'subscriber.added',
      firstAction: 'Add subscriber to Mailbird list',
      size: 4,
      autoClone: true,
      layoutChanges: ['add_node', 'resize'],
    }),
    template({
      name: 'Escalate failed payments',
      triggerKey: 'payment.failed',
      firstAction: 'Open Ticketly ticket',
      size: 11,
      groups: ['finance', 'admins'],
    }),
    template({
      name: 'Notify #sales when a deal closes',
      triggerKey: 'deal.closed',
      firstAction: 'Send Chatter message',
      size: 5,
      autoClone: true,
      triggerDraft: ['trigger_conditions'],
    }),
    template({
      name: 'Daily standup reminder',
      firstAction: 'Post Chatter reminder',
      size: 3,
      form: 'channel',
    }),
  ];
}

/** Clones of main's templates for the other account users (same key and name, one renamed). */
export function clonePlans(templates: readonly WorkflowPlan[]): WorkflowPlan[] {
  const byKey = new Map(templates.map((t) => [t.key, t]));
  const cloneFor = (
    owner: OwnerKey,
    key: string,
    overrides: Partial<WorkflowPlan> = {},
  ): WorkflowPlan => {
    const source = byKey.get(key);
    if (!source) throw new Error(`no template ${key}`);
    const managed = source.autoClone && key === 'welcome-new-customers';
    return {
      ...source,
      owner,
      isTemplate: false,
      autoClone: false,
      isManaged: managed,
      cloneOf: key,
      layoutChanges: null,
      triggerDraft: [],
      groups: [],
      ...overrides,
    };
  };
  return [
    cloneFor('acme', 'welcome-new-customers'),
    cloneFor('acme', 'sync-new-signups-to-mailbird', { layoutChanges: ['rename', 'move_small'] }),
    cloneFor('acme', 'notify-sales-when-a-deal-closes', { answers: 'by_name' }),
    cloneFor('globex', 'welcome-new-customers'),
    cloneFor('globex', 'escalate-failed-payments', {
      layoutChanges: ['add_node', 'retype', 'add_edge'],
      triggerDraft: ['event_trigger'],
    }),
    cloneFor('globex', 'notify-sales-when-a-deal-closes', {
      name: 'Notify #deals when a deal closes',
      key: 'notify-deals-when-a-deal-closes',
      on: false,
    }),
    cloneFor('initech', 'welcome-new-customers', { on: false }),
    cloneFor('initech', 'sync-new-signups-to-mailbird'),
    cloneFor('initech', 'daily-standup-reminder', {
      layoutChanges: ['swap_action_type', 'remove_node'],
    }),
  ];
}
