/**
 * Generated spellings of path segments, for the property tests of the gateway's allow-list: any text
 * percent-encoded character by character, in upper, lower or mixed case, once or several times over
 * (`.` as `%2e`, `%2E`, `%252e`, `%25%32%45`...), and the values an attacker spells that way.
 */
import fc from 'fast-check';

/** Values that must never reach the service as (part of) one path segment. */
export const HOSTILE_VALUES = [
  '.',
  '..',
  '/',
  '\\',
  '../',
  '..\\',
  '/..',
  './',
  // What a server folding Unicode compatibility forms reads as `..`, `/` and `\`.
  '\uff0e\uff0e',
  '\u2025',
  '\uff0f',
  '\uff3c',
] as const;

/** Raw spellings no decoder should turn into `.` or `/`: UTF-8 overlong forms. */
export const OVERLONG_SPELLINGS = ['%c0%ae', '%C0%AE%c0%ae', '%e0%80%ae', '%c0%af', '%c1%9c'];

const hexCase = fc.constantFrom<'upper' | 'lower' | 'mixed'>('upper', 'lower', 'mixed');

function percentEncode(character: string, style: 'upper' | 'lower' | 'mixed'): string {
  const bytes = new TextEncoder().encode(character);
  return [...bytes]
    .map((byte) => {
      const hex = byte.toString(16).padStart(2, '0');
      const cased =
        style === 'upper'
          ? hex.toUpperCase()
          : style === 'lower'
            ? hex
            : `${hex[0]?.toUpperCase() ?? ''}${hex[1] ?? ''}`;
      return `%${cased}`;
    })
    .join('');
}

/** `text` with each character kept or percent-encoded, once. */
export function encodedOnce(text: string): fc.Arbitrary<string> {
  // Code points: each is percent-encoded as its UTF-8 bytes.
  const characters = Array.from(text);
  return fc
    .tuple(
      ...characters.map((character) =>
        fc.oneof(
          fc.constant(character),
          hexCase.map((style) => percentEncode(character, style)),
        ),
      ),
    )
    .map((parts) => parts.join(''));
}

/** `text` encoded 0 to `maxRounds` times over, each round choosing characters afresh. */
export function encodedDeep(text: string, maxRounds = 3): fc.Arbitrary<string> {
  const rounds = (value: string, left: number): fc.Arbitrary<string> =>
    left === 0 ? fc.constant(value) : encodedOnce(value).chain((next) => rounds(next, left - 1));
  return fc.integer({ min: 0, max: maxRounds }).chain((count) => rounds(text, count));
}

/** A hostile value (HOSTILE_VALUES) or an overlong form, spelled any way. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES).chain((value) => encodedDeep(value)),
  fc.constantFrom(...OVERLONG_SPELLINGS),
);

/** An ordinary value (an id, a name with spaces or accents), spelled any way. */
export const plainSegment: fc.Arbitrary<string> = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 8 })
  .chain((value) => encodedDeep(value, 2));
