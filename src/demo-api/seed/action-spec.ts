/** The declarative shape of a hand-written action type and of its draft changes. */
import type { FieldSpec } from './forms';
import type { VariableSpec } from './data-types';

export type AppId = 'chatter' | 'acme-crm' | 'mailbird' | 'ledgerly' | 'ticketly' | 'slotly';
export type HttpMethod = 'post' | 'get' | 'put' | 'patch' | 'delete';
export type TimeoutUnit = 'minutes' | 'hours' | 'days';

/** A draft edit of the form: add a field, remove one by name, or change some of its properties. */
export type FormOp =
  | { add: FieldSpec }
  | { remove: string }
  | {
      change: string;
      patch: Partial<Pick<FieldSpec, 'label' | 'description' | 'required' | 'advanced'>>;
    };

/** The draft differs from the published action type in the pairs given here. */
export interface ActionTypeDraftSpec {
  url?: string;
  http_method?: HttpMethod;
  headers?: string;
  params?: string;
  code?: string | null;
  form?: FormOp[];
  icon?: string;
  response?: VariableSpec[];
}

export interface ActionTypeSpec {
  name: string;
  description: string;
  /** null: a custom request with no app (source, app_name and required_app_connection are null). */
  app: AppId | null;
  http_method: HttpMethod;
  url: string;
  headers: string | null;
  params: string | null;
  code?: string;
  form: FieldSpec[];
  response: VariableSpec[];
  categories: readonly [string, string | null];
  callback?: { n: number; unit: TimeoutUnit };
  /** Overrides the app's icon URL. */
  icon?: string;
  draft?: ActionTypeDraftSpec;
}

export const APP_NAMES: Record<AppId, string> = {
  chatter: 'Chatter',
  'acme-crm': 'Acme CRM',
  mailbird: 'Mailbird',
  ledgerly: 'Ledgerly',
  ticketly: 'Ticketly',
  slotly: 'Slotly',
};

export const appIconUrl = (app: AppId | null): string =>
  `https://icons.demo.invalid/${app ?? 'custom-request'}.svg`;

/** Header/param text from `[name, value]` lines (kept verbatim, so odd spacing survives). */
export const lines = (...items: string[]): string => items.join('\n');
