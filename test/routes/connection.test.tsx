import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/app/routes/connection';
import { API_KEY_KEY, connectionStore, SETTINGS_KEY } from '@/config/connection';
import { db } from '../support/demo-server';
import { renderRoute } from '../support/render';

describe('the connection page', () => {
  it('tests the demo connection and reports status and latency', async () => {
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText(/Connected: 200 in \d+ ms · request id req_/),
    ).toBeInTheDocument();
  });

  it('saves live settings, keeps the key in session storage only, and reloads for the mode switch', async () => {
    const reload = vi.spyOn(reloadPage, 'now').mockImplementation(() => undefined);
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('radio', { name: 'Live service' }));
    await user.type(screen.getByLabelText(/Base URL/), 'https://workflows.example.com/api/v1/');
    await user.type(screen.getByLabelText(/Secret key/), 'sk_test_abc123');
    expect(screen.getByText('A test secret key.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(connectionStore.get()).toMatchObject({ mode: 'live', apiKey: 'sk_test_abc123' });
    expect(window.sessionStorage.getItem(API_KEY_KEY)).toBe('sk_test_abc123');
    expect(window.localStorage.getItem(API_KEY_KEY)).toBeNull();
    expect(window.localStorage.getItem(SETTINGS_KEY)).not.toContain('sk_test_abc123');
  });

  it('keeps the key in local storage only when asked to remember it', async () => {
    vi.spyOn(reloadPage, 'now').mockImplementation(() => undefined);
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('radio', { name: 'Live service' }));
    await user.type(screen.getByLabelText(/Base URL/), 'http://localhost:4010');
    await user.type(screen.getByLabelText(/Secret key/), 'sk_test_remember');
    await user.click(screen.getByRole('checkbox', { name: /Remember the key/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(window.localStorage.getItem(API_KEY_KEY)).toBe('sk_test_remember');
    expect(window.sessionStorage.getItem(API_KEY_KEY)).toBeNull();
  });

  it('explains what is wrong with a base URL and saves nothing', async () => {
    const reload = vi.spyOn(reloadPage, 'now').mockImplementation(() => undefined);
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('radio', { name: 'Live service' }));
    await user.type(screen.getByLabelText(/Base URL/), 'ftp://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Only http and https URLs are allowed.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(connectionStore.get().mode).toBe('demo');
  });

  it('resets the demo data after a confirmation, and sets the fault switches', async () => {
    const [first] = db.workflows.all();
    if (!first) throw new Error('the seed has no workflows');
    const id = first.id;
    db.workflows.put({ ...first, name: 'Changed in the demo' });
    const { user } = renderRoute('/connection');
    const card = await screen.findByRole('region', { name: 'Demo data and fault switches' });
    await user.click(await within(card).findByRole('button', { name: 'Reset the demo data…' }));
    await user.click(within(card).getByRole('button', { name: 'Reset now' }));
    expect(await within(card).findByText('The demo data is back to its seed.')).toBeInTheDocument();
    expect(db.workflows.get(id)?.name).not.toBe('Changed in the demo');

    await user.clear(within(card).getByLabelText('Added latency (ms)'));
    await user.type(within(card).getByLabelText('Added latency (ms)'), '250');
    await user.clear(within(card).getByLabelText('Failure rate (%)'));
    await user.type(within(card).getByLabelText('Failure rate (%)'), '20');
    await user.click(within(card).getByRole('button', { name: 'Apply fault switches' }));
    await waitFor(() => expect(db.faults).toEqual({ latency_ms: 250, failure_rate: 0.2 }));
    expect(await within(card).findByText(/250 ms latency, 20% failures/)).toBeInTheDocument();
  });
});
