// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELLO_AFTER_LOAD_MS, mountSettingsFormAt, type SettingsFormOptions } from './mount';
import { envelope, type FrameMessage } from './protocol';

const GATEWAY = 'https://console.example.com';

afterEach(() => {
  document.body.replaceChildren();
});

function mount(options: Partial<SettingsFormOptions> = {}) {
  const slot = document.createElement('div');
  document.body.append(slot);
  const getToken = vi.fn(() => Promise.resolve('token-1'));
  const handle = mountSettingsFormAt(slot, { workflowId: 'wf 1', getToken, ...options }, GATEWAY);
  const iframe = slot.querySelector('iframe');
  const frameWindow = iframe?.contentWindow;
  if (!iframe || !frameWindow) throw new Error('no iframe');
  const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  /** A message to the host page, as the browser would deliver it. */
  const fromFrame = (message: FrameMessage, origin = GATEWAY, source: unknown = frameWindow) => {
    window.dispatchEvent(
      new MessageEvent('message', { data: envelope(message), origin, source: source as Window }),
    );
  };
  return { handle, iframe, posted, getToken, fromFrame };
}

describe('mounting the settings form', () => {
  it('refuses a call without a workflow, a getToken or a gateway origin', () => {
    const slot = document.createElement('div');
    const getToken = () => Promise.resolve('t');
    expect(() => mountSettingsFormAt(slot, { workflowId: '', getToken }, GATEWAY)).toThrow(
      TypeError,
    );
    expect(() =>
      mountSettingsFormAt(slot, { workflowId: 'w' } as SettingsFormOptions, GATEWAY),
    ).toThrow(/getToken/);
    expect(() => mountSettingsFormAt(slot, { workflowId: 'w', getToken }, 'javascript:1')).toThrow(
      /origin/,
    );
  });

  it('frames the gateway page with the host origin in the hash and no token anywhere in the URL', () => {
    const { iframe, getToken } = mount();
    expect(iframe.src).toBe(
      `${GATEWAY}/embed/workflows/wf%201/settings#host=${encodeURIComponent(location.origin)}`,
    );
    expect(iframe.title).toBe('Settings form');
    expect(getToken).not.toHaveBeenCalled();
  });

  it('hands the token over to the gateway origin only once the frame says hello', async () => {
    const { posted, getToken, fromFrame } = mount({ theme: { mode: 'dark' }, locale: 'en-GB' });
    fromFrame({ type: 'hello' });
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledTimes(1);
    });
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith(
      envelope({ type: 'init', token: 'token-1', theme: { mode: 'dark' }, locale: 'en-GB' }),
      GATEWAY,
    );
  });

  it('ignores messages from another origin or another window', async () => {
    const onReady = vi.fn();
    const { getToken, fromFrame } = mount({ onReady });
    fromFrame({ type: 'hello' }, 'https://evil.example');
    fromFrame({ type: 'ready' }, 'https://evil.example');
    fromFrame({ type: 'hello' }, GATEWAY, window);
    fromFrame({ type: 'ready' }, GATEWAY, window);
    await Promise.resolve();
    expect(getToken).not.toHaveBeenCalled();
    expect(onReady).not.toHaveBeenCalled();
  });

  it('renews the token when asked, and says so when the host cannot give one', async () => {
    const onError = vi.fn();
    const getToken = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('token-2')
      .mockRejectedValueOnce(new Error('offline'));
    const { posted, fromFrame } = mount({ getToken, onError });
    fromFrame({ type: 'token-needed' });
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledWith(envelope({ type: 'token', token: 'token-2' }), GATEWAY);
    });
    fromFrame({ type: 'token-needed' });
    await vi.waitFor(() => {
      expect(onError).toHaveBeenCalledWith({
        code: 'token_unavailable',
        message: 'getToken failed: offline',
      });
    });
    expect(posted).toHaveBeenLastCalledWith(
      envelope({ type: 'token-failed', message: 'getToken failed: offline' }),
      GATEWAY,
    );
  });

  it('takes the height the frame reports and passes events on', () => {
    const onHeightChange = vi.fn();
    const onSaved = vi.fn();
    const { iframe, fromFrame } = mount({ onHeightChange, onSaved });
    fromFrame({ type: 'height', height: 412.4 });
    expect(iframe.style.height).toBe('413px');
    expect(onHeightChange).toHaveBeenCalledWith(413);
    fromFrame({ type: 'saved', answers: { f1: 'x' } });
    expect(onSaved).toHaveBeenCalledWith({ f1: 'x' });
  });

  it('puts a short message where a frame that never started was, and tells the host', () => {
    vi.useFakeTimers();
    try {
      const onError = vi.fn();
      const { iframe } = mount({ onError });
      const slot = iframe.parentElement;
      iframe.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(HELLO_AFTER_LOAD_MS);
      expect(iframe.isConnected).toBe(false);
      expect(slot?.querySelector('[role="alert"]')?.textContent).toBe(
        'The settings form could not be shown here. Try again later.',
      );
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'frame_unavailable' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('unmounts: the iframe goes and its messages are no longer read', () => {
    const onSaved = vi.fn();
    const { handle, iframe, fromFrame } = mount({ onSaved });
    handle.unmount();
    expect(iframe.isConnected).toBe(false);
    fromFrame({ type: 'saved', answers: {} });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
