import { describe, expect, it } from 'vitest';
import { exportFileName, tableCsv } from './csv-export';

const columns = [
  { id: 'name', label: 'Name' },
  { id: 'state', label: 'State' },
  { id: 'runs', label: 'Runs' },
] as const;
type Row = { name: string; on: boolean; runs: number | null };
const cells = {
  name: (row: Row) => row.name,
  state: (row: Row) => (row.on ? 'On' : 'Off'),
  runs: (row: Row) => row.runs,
};

describe('tableCsv', () => {
  it('writes the columns shown under the table’s names, formulas and line breaks kept harmless', () => {
    expect(
      tableCsv(columns, ['name', 'runs'], cells, [
        { name: 'Weekly digest', on: true, runs: 12 },
        { name: '=HYPERLINK("http://evil.example")', on: false, runs: null },
        { name: 'Two\nlines, one "quote"', on: true, runs: 0 },
        { name: '-1+2', on: true, runs: -3 },
      ]),
    ).toBe(
      'Name,Runs\r\n' +
        'Weekly digest,12\r\n' +
        '"\'=HYPERLINK(""http://evil.example"")",\r\n' +
        '"Two\nlines, one ""quote""",0\r\n' +
        "'-1+2,-3\r\n",
    );
  });

  it('names the file after the list and the reader’s day', () => {
    expect(exportFileName('workflows', new Date(2026, 10, 3, 23, 59))).toBe(
      'workflows-2026-11-03.csv',
    );
  });
});
