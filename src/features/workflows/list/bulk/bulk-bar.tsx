/**
 * What to do with the workflows chosen: how many, "Choose all N matching" (across pages), and the
 * bulk actions, each named with its count. Shown in the list's toolbar while any row is chosen.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatCount } from '@/utils/format-count';
import { bulkName, type BulkKind, type BulkWorkflow } from './bulk-actions';

interface BulkBarProps {
  chosen: number;
  /** The rows on screen (the page's checkbox). */
  page: readonly BulkWorkflow[];
  isChosen: (id: string) => boolean;
  onChoosePage: (rows: readonly BulkWorkflow[], chosen: boolean) => void;
  /** How many workflows match the filters, when known. */
  matching: number | null;
  /** True while every page is read to choose them all. */
  choosingAll: boolean;
  onChooseAll: () => void;
  onClear: () => void;
  onAction: (kind: BulkKind) => void;
  /** The service offers the switch (PUT /workflows/{id}). */
  canSwitch: boolean;
}

function PageCheckbox({ page, isChosen, onChoosePage }: BulkBarProps) {
  const count = page.filter((row) => isChosen(row.id)).length;
  const all = page.length > 0 && count === page.length;
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: '0.875rem' }}>
      <input
        type="checkbox"
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = count > 0 && !all;
        }}
        onChange={() => onChoosePage(page, !all)}
        disabled={page.length === 0}
      />
      Choose every workflow on this page
    </label>
  );
}

export function BulkBar(props: BulkBarProps) {
  const { chosen, matching } = props;
  const kinds: BulkKind[] = props.canSwitch
    ? ['switch-on', 'switch-off', 'discard-drafts']
    : ['discard-drafts'];
  if (chosen === 0) return <PageCheckbox {...props} />;
  return (
    <>
      <PageCheckbox {...props} />
      <Typography variant="body2" sx={{ fontWeight: 600 }} role="status">
        {formatCount(chosen)} chosen
      </Typography>
      {matching === null || matching > chosen ? (
        <Button size="small" onClick={props.onChooseAll} disabled={props.choosingAll}>
          {props.choosingAll
            ? 'Reading every page…'
            : matching === null
              ? 'Choose all matching'
              : `Choose all ${formatCount(matching)} matching`}
        </Button>
      ) : null}
      <Button size="small" onClick={props.onClear}>
        Clear
      </Button>
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          color={kind === 'switch-on' ? 'primary' : 'warning'}
          onClick={() => props.onAction(kind)}
        >
          {bulkName(kind, chosen)}
        </Button>
      ))}
    </>
  );
}
