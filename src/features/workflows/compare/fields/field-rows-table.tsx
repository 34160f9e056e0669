/**
 * Labelled key/value rows of a trigger or condition value: one value column when nothing changed,
 * else the two versions side by side with what changed marked (in words, and for text word by word).
 */
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { Fragment } from 'react';
import { diffWords, type Segment } from '@/lib/diff/text-diff';
import { displayValue, type FieldRow, type RowStatus } from './field-rows';

const STATUS_WORDS: Record<RowStatus, string> = {
  same: '',
  added: 'added',
  removed: 'removed',
  changed: 'changed',
};

function Words({ segments, keep }: { segments: Segment[]; keep: 'removed' | 'added' }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'same' ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : segment.kind !== keep ? null : keep === 'removed' ? (
          <del key={index}>{segment.text}</del>
        ) : (
          <ins key={index}>{segment.text}</ins>
        ),
      )}
    </>
  );
}

function Values({ row, titles }: { row: FieldRow; titles: [string, string] }) {
  if (row.status === 'changed' && typeof row.before === 'string' && typeof row.after === 'string') {
    const segments = diffWords(row.before, row.after);
    return (
      <>
        <td data-title={titles[0]}>
          <Words segments={segments} keep="removed" />
        </td>
        <td data-title={titles[1]}>
          <Words segments={segments} keep="added" />
        </td>
      </>
    );
  }
  const before = displayValue(row.before);
  const after = displayValue(row.after);
  return (
    <>
      <td
        data-title={titles[0]}
        className={row.status === 'same' ? undefined : 'wfc-value--before'}
      >
        {row.status === 'added' ? <span className="wfc-value--none">{before}</span> : before}
      </td>
      <td data-title={titles[1]} className={row.status === 'same' ? undefined : 'wfc-value--after'}>
        {row.status === 'removed' ? <span className="wfc-value--none">{after}</span> : after}
      </td>
    </>
  );
}

interface FieldRowsTableProps {
  rows: FieldRow[];
  /** The table's accessible name. */
  label: string;
  baseTitle: string;
  headTitle: string;
  /** One value column: nothing differs. */
  single?: boolean;
}

export function FieldRowsTable({
  rows,
  label,
  baseTitle,
  headTitle,
  single = false,
}: FieldRowsTableProps) {
  return (
    <Box
      component="table"
      aria-label={label}
      sx={(theme) => ({
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: '0.875rem',
        tableLayout: 'fixed',
        '& th, & td': {
          textAlign: 'left',
          verticalAlign: 'top',
          padding: '4px 8px',
          borderBottom: `1px solid ${theme.palette.divider}`,
          overflowWrap: 'break-word',
        },
        '& thead th': { color: 'text.secondary', fontWeight: 600, fontSize: '0.8rem' },
        // On a phone the versions go under the setting's name, each titled, so values keep their width.
        [theme.breakpoints.down('sm')]: single
          ? {}
          : {
              '& thead': { display: 'none' },
              '& tr, & th, & td': { display: 'block', width: 'auto !important' },
              '& tbody th': { borderBottom: 0, pb: 0 },
              '& td': { borderBottom: 0, py: '2px' },
              '& tr': { borderBottom: `1px solid ${theme.palette.divider}`, pb: 0.5 },
              '& td::before': {
                content: 'attr(data-title) ": "',
                color: theme.palette.text.secondary,
                fontSize: '0.8rem',
              },
            },
        '& tbody th': { fontWeight: 500, width: single ? '40%' : '30%' },
        '& tr[data-status="changed"] th, & tr[data-status="added"] th, & tr[data-status="removed"] th':
          {
            boxShadow: `inset 3px 0 0 ${theme.palette.warning.main}`,
          },
        '& del': {
          background: alpha(theme.palette.error.main, 0.16),
          color: theme.palette.text.primary,
          textDecoration: 'line-through',
          textDecorationColor: theme.palette.error.main,
          borderRadius: '2px',
        },
        '& ins': {
          background: alpha(theme.palette.success.main, 0.18),
          color: theme.palette.text.primary,
          textDecoration: 'underline',
          textDecorationColor: theme.palette.success.main,
          borderRadius: '2px',
        },
        '& .wfc-value--before': {
          textDecoration: 'line-through',
          textDecorationColor: theme.palette.error.main,
        },
        '& .wfc-value--after': { fontWeight: 600 },
        '& .wfc-value--none': {
          color: theme.palette.text.secondary,
          textDecoration: 'none',
          fontWeight: 400,
        },
      })}
    >
      <thead>
        <tr>
          <th scope="col">Setting</th>
          {single ? (
            <th scope="col">Value</th>
          ) : (
            <>
              <th scope="col">{baseTitle}</th>
              <th scope="col">{headTitle}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-status={row.status}>
            <th scope="row">
              {row.label}
              {row.status === 'same' ? null : (
                <span className="visually-hidden">{` (${STATUS_WORDS[row.status]})`}</span>
              )}
            </th>
            {single ? (
              <td>{displayValue(row.after)}</td>
            ) : (
              <Values row={row} titles={[baseTitle, headTitle]} />
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
