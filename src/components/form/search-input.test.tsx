import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

/** Long enough that typing two letters never pauses that long, even on a busy machine. */
const PAUSE_MS = 500;
const afterPause = { timeout: PAUSE_MS * 4 };

describe('a search applied as typing pauses', () => {
  it('keeps what was typed after an apply the URL shows only later, and shows changes made elsewhere', async () => {
    const onApply = vi.fn();
    const field = (value: string) => (
      <SearchInput label="Name" value={value} onApply={onApply} applyAfterPauseMs={PAUSE_MS} />
    );
    const { rerender } = render(field(''));
    const box = screen.getByRole('textbox', { name: 'Name' });
    const user = userEvent.setup();

    await user.type(box, 'qu');
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith('qu'), afterPause);
    // Typed on before the URL shows "qu" (a busy page renders the new address a moment later).
    await user.type(box, 'ar');
    rerender(field('qu'));
    expect(box).toHaveValue('quar');
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith('quar'), afterPause);
    rerender(field('quar'));
    expect(box).toHaveValue('quar');

    // Changed elsewhere ("Clear filters", then Back at once): the field shows it.
    rerender(field(''));
    expect(box).toHaveValue('');
    rerender(field('quar'));
    expect(box).toHaveValue('quar');
  });
});
