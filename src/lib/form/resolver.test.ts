import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { filledIn, formResolver, messagesOf, schemaOfRules } from './resolver';

interface Values {
  name: string;
  pairs: { key: string }[];
}

const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** Field checks in the schema, and a rule across fields reported at `pairs.N.key`. */
const schema = v.object({
  name: filledIn('Say a name.'),
  pairs: v.array(v.object({ key: v.string() })),
});
const twice = schemaOfRules<Values>((values) => {
  const seen = new Set<string>();
  const messages: Record<string, string> = {};
  values.pairs.forEach(({ key }, index) => {
    if (seen.has(key)) messages[`pairs.${String(index)}.key`] = 'Twice.';
    seen.add(key);
  });
  return messages;
});

describe('messagesOf', () => {
  it('gives each message at its dotted field path', () => {
    expect(messagesOf(schema, { name: ' ', pairs: [] })).toEqual({ name: 'Say a name.' });
    expect(messagesOf(twice, { name: 'a', pairs: [{ key: 'x' }, { key: 'x' }] })).toEqual({
      'pairs.1.key': 'Twice.',
    });
    expect(messagesOf(schema, { name: 'a', pairs: [{ key: 'x' }] })).toEqual({});
  });
});

describe('formResolver', () => {
  it('passes valid values through as typed', async () => {
    const values = { name: ' padded ', pairs: [] };
    expect(await formResolver<Values>(schema)(values, undefined, options)).toEqual({
      values,
      errors: {},
    });
  });

  it('answers nested errors and no values when a check fails', async () => {
    const result = await formResolver<Values>(twice)(
      { name: 'a', pairs: [{ key: 'x' }, { key: 'x' }] },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({ pairs: [undefined, { key: { message: 'Twice.' } }] });
  });

  it('builds the schema from the form context when given a function', async () => {
    const strict = (context: { strict: boolean } | undefined) =>
      schemaOfRules<Values>((values) => ({
        name: values.name === '' && context?.strict ? 'Say a name.' : undefined,
      }));
    const resolver = formResolver<Values, { strict: boolean }>(strict);
    const values = { name: '', pairs: [] };
    expect(await resolver(values, { strict: false }, options)).toEqual({ values, errors: {} });
    expect((await resolver(values, { strict: true }, options)).errors).toMatchObject({
      name: { message: 'Say a name.' },
    });
  });
});
