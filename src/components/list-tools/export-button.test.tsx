import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReadStatus } from '@/hooks/use-all-pages';
import { ExportButton, ExportStatus } from './export-button';
import { useCsvExport, type ExportSource } from './use-csv-export';

const written = vi.hoisted(() => [] as string[]);
vi.mock('@/utils/download', () => ({
  downloadCsv: (_name: string, text: string) => written.push(text),
}));

function Harness({
  rows,
  status,
  cancel,
}: {
  rows: string[];
  status: ReadStatus;
  cancel: () => void;
}) {
  const source: ExportSource<string> = {
    rows,
    status,
    pages: 2,
    error: null,
    start: () => undefined,
    cancel,
  };
  const state = useCsvExport(
    source,
    (chosen) => ({ fileName: 'x.csv', text: chosen.join('|') }),
    3,
  );
  return (
    <>
      <ExportButton state={state} />
      <ExportStatus state={state} noun="workflows" />
    </>
  );
}

describe('Export CSV', () => {
  it('stops reading at the cap, writes the first rows and says the list was longer', async () => {
    const cancel = vi.fn();
    render(<Harness rows={['a', 'b', 'c', 'd']} status="reading" cancel={cancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'Exported the first 3 workflows: an export holds at most 3 rows. Narrow the filters for the rest.',
      ),
    ).toBeInTheDocument();
    expect(written).toEqual(['a|b|c']);
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('says what was written when every page was read under the cap', async () => {
    written.length = 0;
    render(<Harness rows={['a', 'b']} status="done" cancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Exported 2 workflows, with the columns shown.'),
    ).toBeInTheDocument();
    expect(written).toEqual(['a|b']);
  });
});
