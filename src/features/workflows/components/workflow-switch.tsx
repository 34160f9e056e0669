/**
 * The on/off switch of a workflow, in its header and on each row of the list: switching off asks
 * first, switching on does not; the change shows at once and goes back, with the service's message,
 * if the call fails. Hidden once the service is known not to offer updates (PUT /workflows/{id});
 * for a role that may not switch, it stays focusable and says why instead of switching.
 */
import Switch from '@mui/material/Switch';
import { lazy, Suspense, useId, useState } from 'react';
import { newIdempotencyKey } from '@/api/client';
import type { WorkflowSummary } from '@/api/models';
import { HoverHint } from '@/components/hover-hint';
import { useCan } from '@/hooks/use-can';
import { useExtension } from '@/hooks/use-extension';
import { useSwitchWorkflow } from '../api/switch-mutation';
import { SwitchError } from './switch-error';

const ConfirmSwitchOff = lazy(() => import('./confirm-switch-off'));

interface WorkflowSwitchProps {
  workflow: Pick<WorkflowSummary, 'id' | 'name' | 'key' | 'on' | 'is_managed'>;
  size?: 'small' | 'medium';
  /** Show the state in words beside the switch (where no badge says it). */
  withWord?: boolean;
}

export function WorkflowSwitch({ workflow, size = 'small', withWord }: WorkflowSwitchProps) {
  const can = useCan('switchOnOff');
  const offered = useExtension('update');
  const hintId = useId();
  const switching = useSwitchWorkflow();
  const [confirming, setConfirming] = useState(false);
  if (offered === 'not-offered') return null;
  const name = workflow.name || workflow.key || 'this workflow';
  const blocked = !can.allowed
    ? can.reason
    : workflow.is_managed
      ? 'Managed by the account: read-only'
      : null;
  const change = (on: boolean) =>
    switching.mutate({ workflow, on, idempotencyKey: newIdempotencyKey() });
  const control = (
    <Switch
      size={size}
      checked={workflow.on}
      onChange={(_event, on) => {
        if (blocked || switching.isPending) return;
        if (on) change(true);
        else setConfirming(true);
      }}
      slotProps={{
        input: {
          role: 'switch',
          'aria-label': `“${name}” on`,
          ...(blocked ? { 'aria-disabled': true, 'aria-describedby': hintId } : {}),
          ...(switching.isPending ? { 'aria-busy': true } : {}),
        },
      }}
      style={blocked ? { opacity: 0.55 } : undefined}
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
      {switching.error ? (
        <SwitchError error={switching.error} name={name} onDismiss={() => switching.reset()} />
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmSwitchOff
            name={name}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              change(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
