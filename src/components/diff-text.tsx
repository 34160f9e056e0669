import Box from '@mui/material/Box';
import type { DiffLine, Segment } from '@/lib/diff/text-diff';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Word-level changes: removed text struck through in <del>, added text underlined in <ins>. */
export function DiffWords({ segments }: { segments: Segment[] }) {
  return (
    <Box
      component="span"
      sx={{
        fontFamily: mono,
        fontSize: '0.85rem',
        overflowWrap: 'anywhere',
        '& del': {
          bgcolor: 'error.main',
          color: 'error.contrastText',
          textDecoration: 'line-through',
        },
        '& ins': {
          bgcolor: 'success.main',
          color: 'success.contrastText',
          textDecoration: 'underline',
        },
      }}
    >
      {segments.map((segment, index) =>
        segment.kind === 'removed' ? (
          <del key={index}>{segment.text}</del>
        ) : segment.kind === 'added' ? (
          <ins key={index}>{segment.text}</ins>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Box>
  );
}

const MARK = { same: ' ', removed: '−', added: '+' } as const;

/** A line diff with a +/− gutter (the meaning is in the marks, not only the colours). */
export function DiffLines({ lines, label }: { lines: DiffLine[]; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 1,
        maxHeight: 360,
        overflow: 'auto',
        fontFamily: mono,
        fontSize: '0.8rem',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {lines.map((line, index) => (
        <Box
          key={index}
          component="div"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor:
              line.kind === 'added'
                ? 'rgba(46, 125, 50, 0.12)'
                : line.kind === 'removed'
                  ? 'rgba(198, 40, 40, 0.12)'
                  : undefined,
          }}
        >
          <span aria-hidden style={{ display: 'inline-block', width: '1.5em', fontWeight: 700 }}>
            {MARK[line.kind]}
          </span>
          <span className="visually-hidden">{line.kind === 'same' ? '' : `${line.kind}: `}</span>
          {line.words ? <DiffWords segments={line.words} /> : line.text || ' '}
        </Box>
      ))}
    </Box>
  );
}
