/**
 * `X-WFC-Bulk-Action: <id> <name>`: the console names each write of a bulk action ("b-lq3k9 Switch
 * off 14 workflows"), and the audit row of the write keeps it, so the trail reads as one named action.
 * The header is the gateway's own: it is never forwarded to the service. A value that is not an id
 * (letters, digits, `_`, `-`, up to 40) then a space and a printable name (up to 120 characters) is
 * not recorded.
 */
export const BULK_ACTION_HEADER = 'x-wfc-bulk-action';

const BULK_ACTION = /^[A-Za-z0-9_-]{1,40} [\x20-\x7E]{1,120}$/;

export function bulkActionOf(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return BULK_ACTION.test(trimmed) ? trimmed : undefined;
}
