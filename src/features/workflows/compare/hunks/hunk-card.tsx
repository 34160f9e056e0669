/**
 * One hunk of the changes view: its changes as sentences (a merged hunk lists a few, the rest behind
 * "and N more", so its drawing stays near the top), a link to that spot in the full canvas, and the
 * small canvas of the changed nodes and their neighbours, both versions side by side (or overlaid).
 * Trigger and condition hunks show their labelled rows instead.
 */
import OpenInFull from '@mui/icons-material/OpenInFull';
import Link from '@mui/material/Link';
import { memo, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CHANGE_KIND_INFO } from '../change-kinds';
import { ChangeDetail } from '../change-list';
import type { WorkflowComparison } from '../changes';
import { TriggerFieldSection } from '../fields/trigger-fields';
import type { TriggerFields } from '../sides/side';
import { BASE_FLAGS, HEAD_FLAGS, type FlagsById, type IconsByActionType } from '../to-flow';
import { layoutHunk } from './hunk-layout';
import { foldedCount, type Hunk } from './hunks';
import { StaticGraph } from './static-graph';

export interface HunkCardProps {
  hunk: Hunk;
  /** Its place in the view ("Changes 3–4 of 57"). */
  first: number;
  total: number;
  comparison: WorkflowComparison;
  flags: FlagsById;
  icons: IconsByActionType;
  overlay: boolean;
  /** Nodes side by side on each small canvas. */
  perRow: number;
  baseTitle: string;
  headTitle: string;
  baseFields: TriggerFields | null;
  headFields: TriggerFields | null;
  /** The full canvas centred on a node. */
  canvasLink: (nodeId: string) => string;
  hideMoves: boolean;
}

function keep(flags: FlagsById, allowed: ReadonlySet<string>): FlagsById {
  return new Map(
    [...flags].map(([id, set]) => [id, new Set([...set].filter((flag) => allowed.has(flag)))]),
  );
}

export const HunkCard = memo(function HunkCard(props: HunkCardProps) {
  const { hunk, first, total, comparison, flags, icons, overlay, perRow } = props;
  const { baseTitle, headTitle } = props;
  const last = first + hunk.changes.length - 1;
  const titleId = `hunk-${hunk.key.replace(/[^\w-]/g, '_')}`;
  const graph = useMemo(() => {
    if (hunk.kind !== 'nodes') return null;
    const ids = [...hunk.changed, ...hunk.context];
    const layout = layoutHunk(ids, comparison.base, comparison.head, perRow);
    const visible = props.hideMoves
      ? keep(flags, new Set(['added', 'removed', 'renamed', 'retyped']))
      : flags;
    return {
      layout,
      changed: new Set(hunk.changed),
      base: keep(visible, BASE_FLAGS),
      head: keep(visible, HEAD_FLAGS),
      overlay: visible,
    };
  }, [hunk, comparison, perRow, flags, props.hideMoves]);
  const focus = hunk.kind === 'nodes' ? hunk.changed[0] : undefined;
  const [expanded, setExpanded] = useState(false);
  const folded = foldedCount(hunk.changes.length);
  const listed = expanded ? hunk.changes : hunk.changes.slice(0, hunk.changes.length - folded);
  const listId = `${titleId}-changes`;

  return (
    <article className="wfc-hunk" aria-labelledby={titleId}>
      <header className="wfc-hunk__header">
        <p className="wfc-hunk__count" id={titleId}>
          {hunk.changes.length === 1
            ? `Change ${first} of ${total}`
            : `Changes ${first}–${last} of ${total}`}
        </p>
        <ul className="wfc-hunk__changes" id={listId}>
          {listed.map((change) => {
            const { Icon, tone } = CHANGE_KIND_INFO[change.kind];
            return (
              <li key={change.key}>
                <Icon aria-hidden className={`wfc-hunk__icon wfc-hunk__icon--${tone}`} />
                <span>
                  <span className="wfc-hunk__title">{change.title}</span>
                  {hunk.kind === 'field' ? null : <ChangeDetail change={change} />}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="wfc-hunk__actions">
          {folded > 0 ? (
            <Link
              component="button"
              type="button"
              variant="body2"
              className="wfc-hunk__more"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Show fewer' : `and ${folded} more`}
            </Link>
          ) : null}
          {focus ? (
            <Link
              component={RouterLink}
              to={props.canvasLink(focus)}
              className="wfc-hunk__open"
              variant="body2"
            >
              <OpenInFull aria-hidden fontSize="inherit" /> Open this spot in the full canvas
            </Link>
          ) : null}
        </div>
      </header>
      {graph ? (
        <div className={overlay ? 'wfc-hunk__sides wfc-hunk__sides--overlay' : 'wfc-hunk__sides'}>
          {overlay ? (
            <figure className="wfc-hunk__side">
              <figcaption>
                {baseTitle} and {headTitle}, overlaid
              </figcaption>
              <StaticGraph
                layout={graph.layout}
                side="overlay"
                base={comparison.base}
                head={comparison.head}
                flags={graph.overlay}
                changed={graph.changed}
                icons={icons}
                absentText=""
              />
            </figure>
          ) : (
            (['base', 'head'] as const).map((side) => (
              <figure className="wfc-hunk__side" key={side}>
                <figcaption>{side === 'base' ? baseTitle : headTitle}</figcaption>
                <StaticGraph
                  layout={graph.layout}
                  side={side}
                  base={comparison.base}
                  head={comparison.head}
                  flags={graph[side]}
                  changed={graph.changed}
                  icons={icons}
                  absentText="Not in this version"
                />
              </figure>
            ))
          )}
        </div>
      ) : null}
      {hunk.kind === 'field' ? (
        <TriggerFieldSection
          field={hunk.field}
          before={props.baseFields?.[hunk.field]}
          after={props.headFields?.[hunk.field]}
          baseTitle={baseTitle}
          headTitle={headTitle}
          changedWhere=""
        />
      ) : null}
    </article>
  );
});
