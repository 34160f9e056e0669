import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFields } from '@test/support/field-harness';
import { makeField } from '@test/support/fields';

const answers = () =>
  JSON.parse(
    screen.getByRole('status', { name: 'Answers to send' }).textContent || '{}',
  ) as unknown;

describe('JSON field', () => {
  it('shows a saved value as formatted JSON and sends the edited value parsed', async () => {
    const { user } = renderFields([makeField('extra', 'JSON', { label: 'Extra' })], {
      fld_extra: { a: 1 },
    });
    const editor = screen.getByRole('textbox', { name: 'Extra' });
    expect(editor).toHaveValue('{\n  "a": 1\n}');
    await user.clear(editor);
    await user.paste('{"b": [1, 2]}');
    expect(answers()).toEqual({ fld_extra: { b: [1, 2] } });
  });

  it('names the line and column of a parse error', async () => {
    const { user } = renderFields([makeField('extra', 'JSON', { label: 'Extra' })]);
    const editor = screen.getByRole('textbox', { name: 'Extra' });
    await user.type(editor, '{{{Enter}  "a": nope{Enter}}');
    await user.tab();
    expect(
      await screen.findByText('Not valid JSON at line 2, column 8: Expected a value, found "n"'),
    ).toBeInTheDocument();
  });

  it('formats valid JSON, and says why it cannot format invalid JSON', async () => {
    const { user } = renderFields([makeField('extra', 'JSON', { label: 'Extra' })]);
    const editor = screen.getByRole('textbox', { name: 'Extra' });
    await user.click(editor);
    await user.paste('{"a":[1,2]}');
    await user.click(screen.getByRole('button', { name: 'Format JSON' }));
    expect(editor).toHaveValue('{\n  "a": [\n    1,\n    2\n  ]\n}');
    await user.type(editor, ',');
    await user.click(screen.getByRole('button', { name: 'Format JSON' }));
    expect(
      screen.getByText(
        'Cannot format: Not valid JSON at line 6, column 2: Unexpected "," after the value',
      ),
    ).toBeInTheDocument();
  });

  it('keeps a value the service stored as text as text', async () => {
    const { user } = renderFields([makeField('extra', 'JSON', { label: 'Extra' })], {
      fld_extra: '{"kept":true}',
    });
    const editor = screen.getByRole('textbox', { name: 'Extra' });
    expect(editor).toHaveValue('{"kept":true}');
    await user.type(editor, ' ');
    expect(answers()).toEqual({ fld_extra: '{"kept":true} ' });
  });
});
