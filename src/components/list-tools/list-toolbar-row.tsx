/**
 * The tools above every list: its saved views, the column chooser and Export CSV, in one row that
 * wraps on a phone; the export's progress and outcome below it. Loaded beside the list (./list-toolbar.tsx).
 */
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ExportButton, ExportStatus } from './export-button';
import type { CsvExport } from './use-csv-export';
import { useSavedViews } from './use-saved-views';
import type { ViewList } from './saved-views';
import { ViewsMenu } from './views-menu';

export interface ListToolbarRowProps {
  list: ViewList;
  /** The column chooser, when the list has one. */
  chooser?: ReactNode;
  exporter: CsvExport;
  /** "workflows": names the rows exported. */
  noun: string;
  /** What else the row holds (a selection's actions), at its start. */
  children?: ReactNode;
}

export default function ListToolbarRow(props: ListToolbarRowProps) {
  const views = useSavedViews(props.list);
  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        role="toolbar"
        aria-label={`${props.noun[0]?.toUpperCase() ?? ''}${props.noun.slice(1)} list tools`}
        sx={{
          px: 2,
          py: 0.5,
          alignItems: 'center',
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {props.children}
        <Stack direction="row" useFlexGap spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap' }}>
          <ViewsMenu views={views} />
          {props.chooser}
          <ExportButton state={props.exporter} />
        </Stack>
      </Stack>
      <ExportStatus state={props.exporter} noun={props.noun} />
    </>
  );
}
