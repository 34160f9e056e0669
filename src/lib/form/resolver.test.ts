import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, resolverOf } from './resolver';

interface Values {
  name: string;
  pairs: { key: string }[];
}

describe('fieldErrorsOf', () => {
  it('nests messages by path and drops empty ones', () => {
    expect(
      fieldErrorsOf<Values>({ name: 'Say a name.', 'pairs.1.key': 'Twice.', other: '' }),
    ).toEqual({
      name: { type: 'validate', message: 'Say a name.' },
      pairs: [undefined, { key: { type: 'validate', message: 'Twice.' } }],
    });
  });
});

describe('resolverOf', () => {
  const resolver = resolverOf<Values, { strict: boolean }>((values, context) => ({
    name: values.name === '' && context?.strict ? 'Say a name.' : undefined,
  }));
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('passes valid values through', async () => {
    const values = { name: '', pairs: [] };
    expect(await resolver(values, { strict: false }, options)).toEqual({ values, errors: {} });
  });

  it('answers errors and no values when a check fails', async () => {
    expect(await resolver({ name: '', pairs: [] }, { strict: true }, options)).toEqual({
      values: {},
      errors: { name: { type: 'validate', message: 'Say a name.' } },
    });
  });
});
