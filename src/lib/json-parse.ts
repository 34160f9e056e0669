/**
 * JSON answers are edited as text. Parsing names the line and column of an error, found by our own
 * scanner rather than read from the engine's message (which differs by browser and often has none).
 */
import type { FormStrings } from '@/lib/i18n/form-strings';
import { locateJsonProblem } from './json-locate';

export type JsonParse =
  { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

export function parseJsonText(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const problem = locateJsonProblem(text) ?? {
      position: text.length,
      message: error instanceof Error ? error.message : String(error),
    };
    return { ok: false, message: problem.message, ...lineColumn(text, problem.position) };
  }
}

export const describeJsonError = (
  error: Extract<JsonParse, { ok: false }>,
  strings: Pick<FormStrings['fields'], 'invalidJson'>,
): string => strings.invalidJson(error.line, error.column, error.message);

/** Pretty-printed text, or null when it does not parse (the caller keeps the text as it is). */
export function formatJsonText(text: string): string | null {
  if (text.trim() === '') return text;
  const parsed = parseJsonText(text);
  return parsed.ok ? JSON.stringify(parsed.value, null, 2) : null;
}
