import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it('writes plain text, numbers and flags as they are, nothing as empty', () => {
    expect(csvField('discardWorkflowDraft')).toBe('discardWorkflowDraft');
    expect(csvField(403)).toBe('403');
    expect(csvField(-2)).toBe('-2');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('keeps a spreadsheet from running a cell that starts like a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    // Only the start counts.
    expect(csvField('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes the header and each row, every line ended by CRLF', () => {
    expect(
      toCsv(
        ['time', 'user', 'status'],
        [
          ['2026-11-30T09:00:00.000Z', 'alice', 200],
          ['2026-11-30T09:01:00.000Z', null, 401],
        ],
      ),
    ).toBe(
      'time,user,status\r\n2026-11-30T09:00:00.000Z,alice,200\r\n2026-11-30T09:01:00.000Z,,401\r\n',
    );
    expect(toCsv(['only'], [])).toBe('only\r\n');
  });
});
