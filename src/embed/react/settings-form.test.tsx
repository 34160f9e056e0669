import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, type FrameMessage } from '../sdk/protocol';
import { SettingsForm, type SettingsFormProps } from './settings-form';

const GATEWAY = 'https://console.example.com';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm(props: Partial<SettingsFormProps> = {}) {
  const getToken = vi.fn(() => Promise.resolve('token-1'));
  const all: SettingsFormProps = { baseUrl: GATEWAY, workflowId: 'wf1', getToken, ...props };
  const view = render(<SettingsForm {...all} />);
  const iframe = () => screen.getByTitle<HTMLIFrameElement>('Settings form');
  const frame = () => {
    const contentWindow = iframe().contentWindow;
    if (!contentWindow) throw new Error('no frame window');
    const posted = vi.spyOn(contentWindow, 'postMessage').mockImplementation(() => undefined);
    const say = (message: FrameMessage) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: envelope(message),
          origin: GATEWAY,
          source: contentWindow,
        }),
      );
    return { posted, say };
  };
  return { ...view, all, iframe, frame, getToken };
}

describe('<SettingsForm>', () => {
  it('mounts the frame of the workflow from the gateway, as the loader does', () => {
    const { iframe } = renderForm({ workflowId: 'wf 1' });
    expect(iframe().src).toBe(
      `${GATEWAY}/embed/workflows/wf%201/settings#host=${encodeURIComponent(location.origin)}`,
    );
  });

  it('sends a new theme and language to the same frame, and calls the latest callbacks', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, all, iframe, frame } = renderForm({ onSaved: first, theme: { radius: 2 } });
    const mounted = iframe();
    const { posted, say } = frame();
    say({ type: 'hello' });
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'init', theme: { radius: 2 } }),
        GATEWAY,
      );
    });
    rerender(<SettingsForm {...all} onSaved={latest} theme={{ radius: 2 }} />);
    rerender(<SettingsForm {...all} onSaved={latest} theme={{ radius: 4 }} locale="fr" />);
    expect(iframe()).toBe(mounted);
    expect(posted.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual([
      'init',
      'theme',
      'locale',
    ]);
    expect(posted).toHaveBeenCalledWith(envelope({ type: 'theme', theme: { radius: 4 } }), GATEWAY);
    say({ type: 'saved', answers: { f: 'x' } });
    expect(latest).toHaveBeenCalledWith({ f: 'x' });
    expect(first).not.toHaveBeenCalled();
  });

  it('mounts a new frame for another workflow, and removes it when unmounted', () => {
    const { rerender, all, iframe, unmount } = renderForm();
    const before = iframe();
    rerender(<SettingsForm {...all} workflowId="wf2" />);
    expect(iframe()).not.toBe(before);
    expect(iframe().src).toContain('/embed/workflows/wf2/settings');
    unmount();
    expect(screen.queryByTitle('Settings form')).not.toBeInTheDocument();
  });
});
