/**
 * A crash in one panel leaves the rest of the page usable (issue 8): a card of the overview, the
 * change list beside the compare canvas, and a whole workflow tab each fail on their own. The crashes
 * are forced by making one shared piece throw while a flag is set.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type * as JsonViewModule from '@/components/json-view';
import type * as ChangeListModule from '@/features/workflows/compare/change-list';
import type * as ToolbarModule from '@/features/workflows/compare/compare-toolbar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findFailure } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';
import { workflowByKey } from '../support/seed-lookup';

const { crash, throwingWhen } = vi.hoisted(() => {
  const flags = { jsonView: false, changeList: false, toolbar: false };
  /** The real component, except that it throws while its flag is set. */
  function crashable<P extends object>(flag: keyof typeof flags, Real: ComponentType<P>) {
    return function Crashable(props: P) {
      if (flags[flag]) throw new Error(`${flag} broke (forced by the test)`);
      return <Real {...props} />;
    };
  }
  return { crash: flags, throwingWhen: crashable };
});

vi.mock('@/components/json-view', async (importOriginal) => {
  const real = await importOriginal<typeof JsonViewModule>();
  return { ...real, JsonView: throwingWhen('jsonView', real.JsonView) };
});

vi.mock('@/features/workflows/compare/change-list', async (importOriginal) => {
  const real = await importOriginal<typeof ChangeListModule>();
  return { ...real, ChangeList: throwingWhen('changeList', real.ChangeList) };
});

vi.mock('@/features/workflows/compare/compare-toolbar', async (importOriginal) => {
  const real = await importOriginal<typeof ToolbarModule>();
  return { ...real, CompareToolbar: throwingWhen('toolbar', real.CompareToolbar) };
});

const workflow = () => workflowByKey('post-new-tickets-to-support');
/** A workflow whose draft changes things: its compare tab has a toolbar and a change list. */
const withDraft = () => workflowByKey('escalate-vip-tickets');

beforeEach(() => {
  // React reports every caught render error on the console; these are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  crash.jsonView = false;
  crash.changeList = false;
  crash.toolbar = false;
});

describe('error boundaries around panels', () => {
  it('a crash in one overview card leaves the other cards readable, and Retry brings it back', async () => {
    crash.jsonView = true;
    const { user } = renderRoute(`/workflows/${workflow().id}`);
    const card = await screen.findByRole('region', { name: 'Trigger and conditions' });
    await findFailure(
      /Showing the “Trigger and conditions” card failed.*jsonView broke.*The rest of the page still works/s,
      card,
    );
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByText(workflow().key)).toBeInTheDocument();
    expect(within(identity).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: workflow().name })).toBeInTheDocument();

    crash.jsonView = false;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Trigger' })).toBeInTheDocument();
  });

  it('a crash in the change list leaves the compare canvas on screen', async () => {
    crash.changeList = true;
    renderRoute(`/workflows/${withDraft().id}/compare?view=draft`);
    expect(await screen.findByText(/Showing the change list failed/)).toBeInTheDocument();
    const canvas = screen.getByRole('region', { name: 'Draft layout' });
    expect(await within(canvas).findByRole('group', { name: /\(Start\)/ })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Compare view' })).toBeInTheDocument();
  });

  it('a crash in a whole tab keeps the workflow header and tabs, and the other tabs work', async () => {
    crash.toolbar = true;
    const { user, router } = renderRoute(`/workflows/${withDraft().id}/compare`);
    const alert = await findFailure(/Showing this tab failed.*toolbar broke/s);
    expect(screen.getByRole('heading', { level: 1, name: withDraft().name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Discard draft/ })).toBeInTheDocument();

    crash.toolbar = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Draft layout' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing this tab failed/)).not.toBeInTheDocument();

    crash.toolbar = true;
    await user.click(
      within(screen.getByRole('navigation', { name: 'Workflow sections' })).getByRole('link', {
        name: 'Actions',
      }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe(`/workflows/${withDraft().id}/actions`));
    expect(await screen.findByText(/^(No runs yet|No actions listed)$/)).toBeInTheDocument();
  });
});
