/**
 * The service's extensions (operations from the vendor's reference, not in the interface document)
 * and how the console finds out that a service lacks one. The rule, from the answer alone:
 * - 405 or 501: not offered;
 * - 404 whose message names the record the call is about ("No workflow found with id …", "Workflow
 *   not found", "Couldn't find Execution …") and is not about a route: the record is absent, the
 *   operation may well be offered;
 * - any other 404 (no body, an HTML page, "Not Found", "No route for POST …", the gateway's "… is not
 *   an operation of the interface"): the route is missing, so the operation is not offered.
 * Each call through `trackExtension` notes what it learned for the connection (src/config/extensions.ts).
 */
import { noteExtension, type ExtensionId } from '@/config/extensions';
import { isApiError, type ApiError } from './errors';

export type { ExtensionId } from '@/config/extensions';

export interface ExtensionInfo {
  id: ExtensionId;
  operation: string;
  /** What it lets the console do, for the list of extensions. */
  enables: string;
  /** The record a 404 of it can be about, as a service names it. */
  record: 'workflow' | 'execution' | null;
}

export const EXTENSIONS: readonly ExtensionInfo[] = [
  {
    id: 'publish',
    operation: 'POST /workflows/{id}/publish',
    enables: 'Publish a draft',
    record: 'workflow',
  },
  {
    id: 'update',
    operation: 'PUT /workflows/{id}',
    enables: 'Switch workflows on and off',
    record: 'workflow',
  },
  {
    id: 'execute',
    operation: 'POST /workflows/{id}/execute',
    enables: 'Run a workflow with test data',
    record: 'workflow',
  },
  {
    id: 'execution',
    operation: 'GET /executions/{id}',
    enables: 'Read a run’s step statuses and data (else read from its actions)',
    record: 'execution',
  },
  {
    id: 'usage',
    operation: 'GET /account/usage',
    enables: 'The account’s usage counts',
    record: null,
  },
];

const ROUTE_MISSING =
  /no route|not an operation|route not found|unknown (route|path|endpoint|operation)|cannot (get|post|put)|not implemented|not supported/i;

function messageOf(error: ApiError): string {
  if (error.serviceMessage) return error.serviceMessage;
  return typeof error.body === 'string' ? error.body : '';
}

/** Whether this failure says the service does not offer the operation (the rule above). */
export function isNotOffered(error: unknown, record: ExtensionInfo['record']): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  if (error.status === 405 || error.status === 501) return true;
  if (error.status !== 404) return false;
  const message = messageOf(error);
  if (ROUTE_MISSING.test(message)) return true;
  return record === null || !new RegExp(`\\b${record}s?\\b`, 'i').test(message);
}

const BY_ID = new Map(EXTENSIONS.map((info) => [info.id, info]));

/** An extension's facts by id. */
export function extensionInfo(id: ExtensionId): ExtensionInfo {
  const info = BY_ID.get(id);
  if (!info) throw new Error(`unknown extension ${id}`);
  return info;
}

/** Runs an extension call and notes for the connection whether the service offers it. */
export async function trackExtension<T>(id: ExtensionId, call: Promise<T>): Promise<T> {
  const info = extensionInfo(id);
  try {
    const result = await call;
    noteExtension(id, { state: 'offered', status: 200 });
    return result;
  } catch (error) {
    if (isNotOffered(error, info.record) && isApiError(error)) {
      noteExtension(id, { state: 'not-offered', status: error.status });
    } else if (isApiError(error) && error.kind === 'http' && error.status < 500 && !error.isAuth) {
      // The service answered about this operation (a 404 for the record, a 422): it offers it.
      noteExtension(id, { state: 'offered', status: error.status });
    }
    throw error;
  }
}
