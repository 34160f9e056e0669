import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFields } from '@test/support/field-harness';
import { makeField } from '@test/support/fields';

describe('a field of an unknown type', () => {
  it('says it is unsupported, shows its value, and keeps it in what is sent', () => {
    renderFields(
      [
        makeField('notify_owner', 'Checkbox', { label: 'Notify the owner' }),
        makeField('a', 'TextField'),
      ],
      { fld_notify_owner: { on: true, channels: ['x'] } },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Notify the owner: unsupported field type “Checkbox”. Its saved value is kept and sent back unchanged when you save.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('"channels"');
    expect(JSON.parse(screen.getByRole('status', { name: 'Answers to send' }).textContent)).toEqual(
      {
        fld_notify_owner: { on: true, channels: ['x'] },
      },
    );
  });
});
