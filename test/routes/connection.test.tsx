import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/utils/reload-page';
import { API_KEY_KEY, connectionStore, SETTINGS_KEY } from '@/config/connection';
import { db, server } from '../support/demo-server';
import { renderRoute } from '../support/render';

/** Every request the page sends: where to and with which Authorization header. */
let sent: { origin: string; authorization: string | null }[] = [];
const record = ({ request }: { request: Request }) => {
  sent.push({
    origin: new URL(request.url).origin,
    authorization: request.headers.get('authorization'),
  });
};
beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const OLD = { origin: 'https://old.example.com', key: 'sk_test_old_key' };
const savedLive = {
  mode: 'live' as const,
  baseUrl: OLD.origin,
  apiKey: OLD.key,
  defaultUserKey: 'main',
};

describe('the connection page', () => {
  it('tests the demo connection and reports status and latency', async () => {
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    const result = await screen.findByText(/Connected: 200 in \d+ ms · request id req_/);
    expect(result).toHaveTextContent('This is the built-in demo data in this browser');
  });

  it('in demo mode, says a live URL cannot be tested from here and sends nothing to it', async () => {
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('radio', { name: 'Live service' }));
    await user.type(screen.getByLabelText(/Base URL/), 'https://unreachable.invalid');
    await user.type(screen.getByLabelText(/Secret key/), 'sk_test_abc123');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Not tested: the console runs in demo mode, where the built-in demo data answers every request, whatever its URL, so an answer here would say nothing about https://unreachable.invalid.',
    );
    expect(screen.queryByText(/Connected/)).not.toBeInTheDocument();
    expect(sent.filter((request) => request.origin === 'https://unreachable.invalid')).toEqual([]);
    expect(sent.filter((request) => request.authorization !== null)).toEqual([]);
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
    // A service on this machine: once saved, the page asks it for its demo controls (the sandbox's).
    server.use(
      http.get('http://localhost:4010/__demo/state', () =>
        HttpResponse.json({ faults: { latency_ms: 0, failure_rate: 0 }, counts: {} }),
      ),
    );
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

  it('refuses plain http to another machine, since the key would cross the network in clear text', async () => {
    const reload = vi.spyOn(reloadPage, 'now').mockImplementation(() => undefined);
    const { user } = renderRoute('/connection');
    await user.click(await screen.findByRole('radio', { name: 'Live service' }));
    const baseUrl = screen.getByLabelText(/Base URL/);
    await user.type(baseUrl, 'http://workflows.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(baseUrl).toBeInvalid();
    expect(baseUrl).toHaveAccessibleDescription(/the key would cross the network in clear text/);
    expect(reload).not.toHaveBeenCalled();
    expect(connectionStore.get().mode).toBe('demo');
  });

  it('takes the saved key out when the base URL moves to another origin, and sends nothing until a key is entered', async () => {
    const { user } = renderRoute('/connection', { connection: savedLive });
    const baseUrl = await screen.findByLabelText(/Base URL/);
    const key = screen.getByLabelText(/Secret key/);
    expect(key).toHaveValue(OLD.key);
    await user.clear(baseUrl);
    await user.type(baseUrl, 'https://new.example.com');
    expect(key).toHaveValue('');
    expect(key).toHaveAccessibleDescription(
      'Enter the key for https://new.example.com. The saved key was entered for https://old.example.com, and a key is only ever sent to the origin it was entered for.',
    );

    sent = [];
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(key).toBeInvalid());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(connectionStore.get()).toMatchObject({ baseUrl: OLD.origin, apiKey: OLD.key });
    expect(sent.filter((request) => request.origin === 'https://new.example.com')).toEqual([]);

    await user.type(key, 'sk_test_new_key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(/Connected: 200/)).toBeInTheDocument();
    expect(sent.filter((request) => request.origin === 'https://new.example.com')).toEqual([
      { origin: 'https://new.example.com', authorization: 'Bearer sk_test_new_key' },
    ]);
    // The old key never went anywhere but where it was entered for.
    expect(
      sent.filter(
        (request) =>
          request.authorization?.includes(OLD.key) === true && request.origin !== OLD.origin,
      ),
    ).toEqual([]);
  });

  it('gives the saved key back when the origin returns before another key was typed', async () => {
    const { user } = renderRoute('/connection', { connection: savedLive });
    const baseUrl = await screen.findByLabelText(/Base URL/);
    const key = screen.getByLabelText(/Secret key/);
    await user.type(baseUrl, ':8443');
    expect(key).toHaveValue('');
    await user.type(baseUrl, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(key).toHaveValue(OLD.key);
    await user.type(baseUrl, '/v2');
    expect(key).toHaveValue(OLD.key);
  });

  it('resets the demo data after a confirmation, and sets the fault switches', async () => {
    const [first] = db.workflows.all();
    if (!first) throw new Error('the seed has no workflows');
    const id = first.id;
    db.workflows.put({ ...first, name: 'Changed in the demo' });
    const { user } = renderRoute('/connection');
    const card = await screen.findByRole('region', { name: 'Demo data and fault switches' });
    await user.click(await within(card).findByRole('button', { name: 'Reset the demo data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' });
    expect(within(dialog).getByText('Every change made in the demo will be lost.')).toBeVisible();
    // Cancel, the safe choice, has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reset now' }));
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
