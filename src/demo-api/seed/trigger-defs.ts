/** The events each app can start workflows with (the catalog's triggers and workflows' event triggers). */
import type { AppId } from './action-spec';
import type { VariableSpec } from './data-types';

export interface Condition {
  variable: string;
  operator: string;
  value: string;
}

export interface TriggerDef {
  app: AppId;
  key: string;
  name: string;
  /** How a workflow name reads it: `Notify #sales when a deal closes`. */
  phrase: string;
  description: string;
  fields: readonly VariableSpec[];
  /** Sample trigger conditions on its fields. */
  conditions: readonly Condition[];
}

export const condition = (variable: string, operator: string, value: string): Condition => ({
  variable,
  operator,
  value,
});

/** `'deal.id:String deal.amount:Number'` -> variable specs. */
const fields = (text: string): VariableSpec[] =>
  text.split(' ').map((pair) => {
    const [variable = pair, type = 'String'] = pair.split(':');
    return [variable, type] as const;
  });

/** `'deal.amount greater_than 10000'` -> a condition (the value may be empty). */
const conditions = (...items: string[]): Condition[] =>
  items.map((item) => {
    const [variable = '', operator = '', value = ''] = item.split(' ');
    return condition(variable, operator, value);
  });

interface Row {
  app: AppId;
  key: string;
  name: string;
  phrase: string;
  fields: string;
  conditions: string[];
}

// prettier-ignore
const ROWS: readonly Row[] = [
  { app: 'chatter', key: 'message.posted', name: 'Message posted', phrase: 'when a message is posted in a channel',
    fields: 'message.text message.user channel.id message.ts:Date', conditions: ['message.text contains urgent', 'channel.id equals C0SUPPORT'] },
  { app: 'chatter', key: 'channel.created', name: 'Channel created', phrase: 'when a channel is created',
    fields: 'channel.id channel.name channel.is_private:Boolean', conditions: ['channel.is_private equals false'] },
  { app: 'chatter', key: 'member.joined', name: 'Member joined', phrase: 'when someone joins a channel',
    fields: 'user.id channel.id', conditions: ['channel.id equals C0GENERAL'] },
  { app: 'acme-crm', key: 'deal.closed', name: 'Deal closed', phrase: 'when a deal closes',
    fields: 'deal.id deal.name deal.amount:Number deal.closed_at:Date', conditions: ['deal.amount greater_than 10000', 'deal.stage equals closed_won'] },
  { app: 'acme-crm', key: 'deal.stage_changed', name: 'Deal stage changed', phrase: 'when a deal changes stage',
    fields: 'deal.id deal.stage deal.previous_stage', conditions: ['deal.stage equals negotiation'] },
  { app: 'acme-crm', key: 'contact.created', name: 'Contact created', phrase: 'when a new contact signs up',
    fields: 'contact.id contact.email contact.company', conditions: ['contact.email not_contains @example.com'] },
  { app: 'mailbird', key: 'subscriber.added', name: 'Subscriber added', phrase: 'when someone subscribes',
    fields: 'subscriber.email list.id', conditions: ['list.id equals newsletter'] },
  { app: 'mailbird', key: 'email.bounced', name: 'Email bounced', phrase: 'when an email bounces',
    fields: 'email.to bounce.type', conditions: ['bounce.type equals hard'] },
  { app: 'ledgerly', key: 'invoice.paid', name: 'Invoice paid', phrase: 'when an invoice is paid',
    fields: 'invoice.id invoice.total:Number invoice.paid_at:Date', conditions: ['invoice.total greater_than 500'] },
  { app: 'ledgerly', key: 'payment.failed', name: 'Payment failed', phrase: 'when a payment fails',
    fields: 'payment.id payment.amount:Number payment.failure_code', conditions: ['payment.failure_code not_equals card_declined'] },
  { app: 'ledgerly', key: 'subscription.cancelled', name: 'Subscription cancelled', phrase: 'when a subscription is cancelled',
    fields: 'subscription.id subscription.plan customer.id', conditions: ['subscription.plan equals enterprise'] },
  { app: 'ticketly', key: 'ticket.created', name: 'Ticket created', phrase: 'when a ticket is opened',
    fields: 'ticket.id ticket.priority ticket.subject', conditions: ['ticket.priority equals urgent'] },
  { app: 'ticketly', key: 'ticket.escalated', name: 'Ticket escalated', phrase: 'when a ticket is escalated',
    fields: 'ticket.id ticket.level', conditions: ['ticket.level equals tier3'] },
  { app: 'slotly', key: 'booking.created', name: 'Booking created', phrase: 'when a meeting is booked',
    fields: 'booking.id booking.start_at:Date invitee.email', conditions: ['invitee.email ends_with .edu'] },
  { app: 'slotly', key: 'booking.cancelled', name: 'Booking cancelled', phrase: 'when a booking is cancelled',
    fields: 'booking.id booking.cancel_reason', conditions: ['booking.cancel_reason is_present '] },
];

export const TRIGGERS: readonly TriggerDef[] = ROWS.map((row) => ({
  ...row,
  description: `Fires ${row.phrase}.`,
  fields: fields(row.fields),
  conditions: conditions(...row.conditions),
}));

export const triggersOf = (app: AppId): TriggerDef[] => TRIGGERS.filter((t) => t.app === app);
