/**
 * The on/off switch of a workflow, in its header and on each row of the list: switching off asks
 * first, switching on does not; the change shows at once and goes back, with the service's message,
 * if the call fails. Hidden once the service is known not to offer updates (PUT /workflows/{id});
 * for a role that may not switch, it stays focusable and says why instead of switching.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { WorkflowSummary } from '@/api/models';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { HoverHint } from '@/components/hover-hint';
import { useCan } from '@/hooks/use-can';
import { useExtension } from '@/hooks/use-extension';

/** Loaded when a switch fails (the list's first load stays small). */
const SwitchError = lazy(() => import('./switch-error'));

interface WorkflowSwitchProps {
  workflow: Pick<WorkflowSummary, 'id' | 'name' | 'key' | 'on' | 'is_managed'>;
  /** Show the state in words beside the switch (where no badge says it). */
  withWord?: boolean;
}

/** A native checkbox drawn as a switch (one global style, src/lib/list-styles.ts): the list has one per row. */
export function WorkflowSwitch({ workflow, withWord }: WorkflowSwitchProps) {
  const can = useCan('switchOnOff');
  const offered = useExtension('update');
  const hintId = useId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { confirm } = useDialogs();
  if (offered === 'not-offered') return null;
  const name = workflow.name || workflow.key || 'this workflow';
  const blocked = !can.allowed
    ? can.reason
    : workflow.is_managed
      ? 'Managed by the account: read-only'
      : null;
  const change = (on: boolean) => {
    setPending(true);
    setError(null);
    import('../api/switch-mutation')
      .then(({ runSwitch }) =>
        runSwitch(queryClient, { workflow, on, idempotencyKey: newIdempotencyKey() }),
      )
      .catch(setError)
      .finally(() => setPending(false));
  };
  const control = (
    <input
      type="checkbox"
      role="switch"
      className="switch"
      checked={workflow.on}
      aria-label={`“${name}” on`}
      aria-disabled={blocked ? true : undefined}
      aria-describedby={blocked ? hintId : undefined}
      aria-busy={pending || undefined}
      onChange={(event) => {
        if (blocked || pending) return;
        if (event.target.checked) change(true);
        else
          void confirm({
            title: `Switch “${name}” off?`,
            message:
              'While it is off, its trigger starts no new runs. You can switch it on again at any time.',
            confirmText: 'Switch off',
            severity: 'warning',
          }).then((confirmed) => {
            if (confirmed) change(false);
          });
      }}
    />
  );
  return (
    <>
      {blocked ? (
        <HoverHint hint={blocked} id={hintId}>
          {control}
        </HoverHint>
      ) : (
        control
      )}
      {withWord ? <span aria-hidden>{workflow.on ? 'On' : 'Off'}</span> : null}
      {error ? (
        <Suspense fallback={null}>
          <SwitchError error={error} name={name} onDismiss={() => setError(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
