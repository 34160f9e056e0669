import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFields } from '@test/support/field-harness';
import { makeField } from '@test/support/fields';

const answers = () =>
  JSON.parse(
    screen.getByRole('status', { name: 'Answers to send' }).textContent || '{}',
  ) as unknown;

describe('TextField and TextArea', () => {
  it('show label, required mark, help text and the saved answer; typing changes the answer', async () => {
    const { user } = renderFields(
      [
        makeField('message[subject]', 'TextField', {
          label: 'Subject',
          required: true,
          description: 'The first line.',
        }),
        makeField('notes', 'TextArea', { label: 'Notes' }),
      ],
      { 'message[subject]': 'Hello' },
    );
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Hello');
    expect(subject).toBeRequired();
    expect(subject).toHaveAccessibleDescription('The first line.');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    await user.type(notes, 'line one{Enter}line two');
    await user.clear(subject);
    await user.type(subject, 'Hi');
    expect(answers()).toEqual({ 'message[subject]': 'Hi', fld_notes: 'line one\nline two' });
  });

  it('says a required field is required once the user leaves it empty', async () => {
    const { user } = renderFields([
      makeField('title', 'TextField', { label: 'Title', required: true }),
    ]);
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.tab();
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInvalid();
  });
});
