/**
 * A side named by the URL, made ready to compare: this workflow's own layouts at once, the account
 * template or another workflow fetched (through the query cache), a version from the gateway's
 * history fetched, a loaded file read from this tab's storage.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Workflow } from '@/api/models';
import { workflowQueries } from '@/features/workflows/api/queries';
import { historyQueries, versionLabel, versionSide } from '@/features/history';
import { fileSide } from './layout-file';
import { useLayoutFile } from './file-store';
import { layoutOf, selfSide, type CompareSide } from './side';
import type { SideSpec } from './side-spec';

export type SideState =
  | { status: 'ready'; side: CompareSide }
  | { status: 'loading'; what: string }
  | { status: 'error'; what: string; error: unknown };

function remoteTarget(
  workflow: Workflow,
  spec: SideSpec,
  userKey: string,
): { ref: string; userKey: string } | null {
  if (spec.source === 'template' && workflow.account_template_id)
    return { ref: workflow.account_template_id, userKey };
  if (spec.source === 'workflow') return { ref: spec.ref, userKey: spec.userKey ?? userKey };
  return null;
}

const versionWord = (version: 'published' | 'draft') =>
  version === 'published' ? 'published' : 'draft';

export function useCompareSide(workflow: Workflow, spec: SideSpec, userKey: string): SideState {
  const target = remoteTarget(workflow, spec, userKey);
  const remote = useQuery({
    ...workflowQueries.byRef(target?.ref ?? '', target?.userKey ?? userKey),
    enabled: target !== null,
  });
  const version = useQuery({
    ...historyQueries.version(spec.source === 'version' ? spec.id : ''),
    enabled: spec.source === 'version',
  });
  const loaded = useLayoutFile(workflow.id);
  const other = remote.data;
  const file = loaded.file;

  return useMemo((): SideState => {
    switch (spec.source) {
      case 'self':
        return { status: 'ready', side: selfSide(workflow, spec.version) };
      case 'file': {
        if (!file)
          return {
            status: 'error',
            what: 'The loaded file',
            error:
              'No file is loaded for this workflow in this tab: choose one with “Compare with…”.',
          };
        const read = fileSide(file, spec.version);
        return read.ok
          ? { status: 'ready', side: read.side }
          : { status: 'error', what: 'The loaded file', error: read.message };
      }
      case 'version': {
        const what = `Version ${spec.id} of the history`;
        if (version.isError) return { status: 'error', what, error: version.error };
        if (!version.data) return { status: 'loading', what };
        const kept = version.data;
        const other =
          kept.workflow_id === workflow.id ? '' : ` of “${kept.workflow_name ?? kept.workflow_id}”`;
        const when = new Date(kept.first_seen_at).toLocaleString('en', {
          dateStyle: 'medium',
          timeStyle: 'short',
        });
        return {
          status: 'ready',
          side: {
            spec,
            title: `${versionLabel(kept)}${other}`,
            name: `${versionLabel(kept).toLowerCase()}${other} (seen ${when})`,
            ...versionSide(kept),
          },
        };
      }
      case 'template':
      case 'workflow': {
        const what =
          spec.source === 'template'
            ? 'The account template'
            : `The workflow “${spec.ref}”${spec.userKey ? ` of ${spec.userKey}` : ''}`;
        if (spec.source === 'template' && !workflow.account_template_id)
          return {
            status: 'error',
            what,
            error: 'This workflow was not cloned from an account template.',
          };
        if (remote.isError) return { status: 'error', what, error: remote.error };
        if (!other) return { status: 'loading', what };
        const owner = spec.source === 'workflow' && spec.userKey ? ` of ${spec.userKey}` : '';
        const version = versionWord(spec.version);
        return {
          status: 'ready',
          side: {
            spec,
            title:
              spec.source === 'template'
                ? `Template, ${version}`
                : `${other.name || other.key}${owner}, ${version}`,
            name:
              spec.source === 'template'
                ? `the account template “${other.name}”, ${version}`
                : `“${other.name || other.key}”${owner}, ${version}`,
            ...layoutOf(other, spec.version),
          },
        };
      }
    }
  }, [
    spec,
    workflow,
    file,
    other,
    remote.isError,
    remote.error,
    version.data,
    version.isError,
    version.error,
  ]);
}
