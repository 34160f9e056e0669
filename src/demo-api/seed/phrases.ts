/** Phrases for node names, workflow names and settings answers. */

/** Names of non-action nodes. */
export const DELAY_NAMES = [
  'Wait 15 minutes',
  'Wait 1 hour',
  'Wait 2 hours',
  'Wait 1 day',
  'Wait 3 days',
  'Wait until Monday 9:00',
] as const;
export const BRANCH_NAMES = [
  'If deal value > 10,000',
  'If plan is enterprise',
  'If region is EMEA',
  'If ticket priority is urgent',
  'If invoice is overdue',
  'If contact has an owner',
  'If booking is within 24 hours',
] as const;
export const FILTER_NAMES = [
  'Only paying customers',
  'Only if email is verified',
  'Skip test accounts',
  'Only business hours',
  'Only new contacts',
  'Only amounts above 500',
] as const;

/** What a workflow does, naming the action type its first action uses (`{channel}` is filled in). */
export const WORKFLOW_ACTIONS = [
  { phrase: 'Notify #{channel}', actionType: 'Send Chatter message' },
  { phrase: 'Post a summary to #{channel}', actionType: 'Post Chatter reminder' },
  { phrase: 'Open a Ticketly ticket', actionType: 'Open Ticketly ticket' },
  { phrase: 'Email the account owner', actionType: 'Send Mailbird email' },
  { phrase: 'Add the contact to Mailbird', actionType: 'Add subscriber to Mailbird list' },
  { phrase: 'Log an activity in Acme CRM', actionType: 'Update CRM deal' },
  { phrase: 'Create a Ledgerly invoice', actionType: 'Create Ledgerly invoice' },
  { phrase: 'Book a follow-up call', actionType: 'Book Slotly meeting' },
  { phrase: 'Invite the owner to #{channel}', actionType: 'Invite to Chatter channel' },
  { phrase: 'Escalate to the on-call team', actionType: 'Escalate Ticketly ticket' },
  { phrase: 'Create the contact in Acme CRM', actionType: 'Create CRM contact' },
  { phrase: 'Refund the customer', actionType: 'Refund Ledgerly payment' },
] as const;

/** Names of workflows that run on a schedule or by API (no event trigger). */
export const UNTRIGGERED_NAMES = [
  'Weekly pipeline summary to #sales',
  'Nightly contact export',
  'Monthly churn report',
  'Friday wins roundup',
  'Month-end revenue snapshot',
  'Backfill missing CRM owners',
  'Clean up archived channels',
] as const;

export const SETTINGS_TEXT = {
  subjects: [
    'New deal closed!',
    'Action needed: failed payment',
    'Welcome aboard',
    'Your weekly digest',
  ],
  messages: [
    'Heads up team,\n{{deal.name}} just closed for {{deal.amount}}.',
    'Hi {{contact.first_name}},\nthanks for signing up!\n— The team',
    'Ticket {{ticket.id}} was escalated.\nPlease take a look.',
  ],
} as const;
