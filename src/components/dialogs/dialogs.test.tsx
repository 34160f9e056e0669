import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogsProvider } from './dialogs-provider';
import { useDialogs, type DialogProps } from './use-dialogs';

/** A button that asks, and writes the answer it got. */
function AskButton() {
  const { confirm } = useDialogs();
  const [answer, setAnswer] = useState('none yet');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const sure = await confirm({
            title: 'Delete the list?',
            message: 'It cannot be brought back.',
            confirmText: 'Delete',
            severity: 'error',
          });
          setAnswer(sure ? 'confirmed' : 'cancelled');
        }}
      >
        Delete…
      </button>
      <output aria-label="Answer">{answer}</output>
    </>
  );
}

function NameDialog({ payload, onClose }: DialogProps<string, string>) {
  return (
    <div role="dialog" aria-label="Name">
      <button type="button" onClick={() => onClose(`${payload}, renamed`)}>
        Rename
      </button>
    </div>
  );
}

function RenameButton() {
  const { open } = useDialogs();
  const [name, setName] = useState('first');
  return (
    <button type="button" onClick={async () => setName(await open(NameDialog, name))}>
      {name}
    </button>
  );
}

function setup(children: ReactNode) {
  const user = userEvent.setup();
  render(<DialogsProvider>{children}</DialogsProvider>);
  return user;
}

describe('useDialogs', () => {
  it('confirm answers true for the confirming button, and gives the focus back', async () => {
    const user = setup(<AskButton />);
    const opener = screen.getByRole('button', { name: 'Delete…' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the list?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be brought back.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('confirm answers false for Cancel and for Escape', async () => {
    const user = setup(<AskButton />);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await screen.findByRole('dialog', { name: 'Delete the list?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent('cancelled');
  });

  it('open renders a dialog component with its payload and answers what it closes with', async () => {
    const user = setup(<RenameButton />);
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('button', { name: 'first, renamed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('closes the dialogs of a component that unmounts', async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown ? <RenameButton /> : null}
          <button type="button" onClick={() => setShown(false)}>
            Leave the page
          </button>
        </>
      );
    }
    const user = setup(<Page />);
    await user.click(screen.getByRole('button', { name: 'first' }));
    await screen.findByRole('dialog', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Leave the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what is missing when used outside a DialogsProvider', () => {
    function Lone() {
      useDialogs();
      return null;
    }
    expect(() => render(<Lone />)).toThrow('useDialogs needs a DialogsProvider');
  });
});
