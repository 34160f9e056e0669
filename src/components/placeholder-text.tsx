import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { tokenize, type Token } from '@/lib/templates/placeholders';

const Chip = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: '0 5px',
  margin: '0 1px',
  borderRadius: 4,
  fontSize: '0.8em',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
  '&.form': { color: theme.palette.info.main, background: alpha(theme.palette.info.main, 0.08) },
  '&.connection': {
    color: theme.palette.secondary.main,
    background: alpha(theme.palette.secondary.main, 0.08),
  },
  '&.secret': {
    color: theme.palette.warning.main,
    background: alpha(theme.palette.warning.main, 0.1),
  },
  '&.data, &.tag': { color: theme.palette.text.secondary },
  '&.malformed, &.missing': {
    color: theme.palette.error.main,
    background: alpha(theme.palette.error.main, 0.08),
  },
}));

export const REDACTED = '••••••';

interface PlaceholderTextProps {
  text: unknown;
  /** Names `{{form[...]}}` may refer to; others are flagged. Omit to skip the check. */
  formNames?: ReadonlySet<string>;
  /** The whole literal value is a credential (a secret header): mask everything but placeholders. */
  secretValue?: boolean;
}

function TokenView({
  token,
  formNames,
  secretValue,
}: {
  token: Token;
  formNames?: ReadonlySet<string>;
  secretValue?: boolean;
}) {
  switch (token.kind) {
    case 'text':
      return (
        <>
          {secretValue && token.raw.trim() !== ''
            ? `${token.raw.match(/^\s*/)?.[0] ?? ''}${REDACTED}`
            : token.raw}
        </>
      );
    case 'secret':
      return (
        <Chip className="secret" title="A secret: its value is never shown">
          <LockOutlined sx={{ fontSize: '1em', verticalAlign: '-0.125em', mr: 0.25 }} />
          secret
        </Chip>
      );
    case 'form': {
      const missing = formNames !== undefined && !formNames.has(token.ref ?? '');
      return (
        <Chip
          className={missing ? 'missing' : 'form'}
          title={missing ? `The form has no field "${token.ref ?? ''}"` : 'A form field'}
        >
          {missing ? '⚠ ' : ''}form · {token.ref}
          {missing ? ' (no such field)' : ''}
        </Chip>
      );
    }
    case 'connection':
      return (
        <Chip className="connection" title="A field of the app connection">
          connection · {token.ref}
        </Chip>
      );
    case 'malformed':
      return (
        <Chip className="malformed" title={token.problem}>
          ⚠ {token.raw.length > 24 ? `${token.raw.slice(0, 23)}…` : token.raw} ({token.problem})
        </Chip>
      );
    default:
      return (
        <Chip
          className={token.kind}
          title={token.kind === 'tag' ? 'A template tag' : 'Workflow data'}
        >
          {token.raw}
        </Chip>
      );
  }
}

/** A template text with its placeholders shown by kind; secrets are always redacted. */
export function PlaceholderText({ text, formNames, secretValue }: PlaceholderTextProps) {
  if (typeof text !== 'string' || text === '') {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {text === '' ? '(empty)' : 'Not set'}
      </Box>
    );
  }
  return (
    <Box
      component="span"
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.85rem',
        overflowWrap: 'anywhere',
      }}
    >
      {tokenize(text).map((token, index) => (
        <TokenView key={index} token={token} formNames={formNames} secretValue={secretValue} />
      ))}
    </Box>
  );
}
