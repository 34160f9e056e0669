// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELLO_AFTER_LOAD_MS, mountSettingsFormAt, type SettingsFormOptions } from './mount';
import { envelope, type FrameMessage } from './protocol';

const GATEWAY = 'https://console.example.com';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
      envelope({
        type: 'init',
        token: 'token-1',
        theme: { mode: 'dark' },
        locale: 'en-GB',
        messages: {},
      }),
      GATEWAY,
    );
  });

  it("asks for the host page's language when the host names none, else the browser's", async () => {
    document.documentElement.lang = 'pt-BR';
    const first = mount({ messages: { 'save.save': 'Salvar' } });
    first.fromFrame({ type: 'hello' });
    await vi.waitFor(() => {
      expect(first.posted).toHaveBeenCalledWith(
        envelope({
          type: 'init',
          token: 'token-1',
          theme: {},
          locale: 'pt-BR',
          messages: { 'save.save': 'Salvar' },
        }),
        GATEWAY,
      );
    });
    document.documentElement.lang = '';
    const second = mount();
    second.fromFrame({ type: 'hello' });
    await vi.waitFor(() => {
      expect(second.posted).toHaveBeenCalledWith(
        expect.objectContaining({ locale: navigator.language }),
        GATEWAY,
      );
    });
  });

  it('sends valid theme tokens only, warning about each bad one in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { posted, fromFrame } = mount({
      theme: { primaryColor: 'teal', radius: 4, density: 'roomy' } as never,
    });
    expect(warn.mock.calls.map(([text]) => text as string)).toEqual([
      'WorkflowConsole: theme.primaryColor "teal" is not a hex colour such as #0f766e; it is ignored.',
      'WorkflowConsole: theme.density "roomy" is not one of comfortable, compact; it is ignored.',
    ]);
    fromFrame({ type: 'hello' });
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'init', theme: { radius: 4 } }),
        GATEWAY,
      );
    });
  });

  it("resolves mode auto to the host page's colour scheme, and follows it", async () => {
    let dark = true;
    const listeners: (() => void)[] = [];
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return dark;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    }));
    const { posted, fromFrame } = mount({ theme: { mode: 'auto' } });
    fromFrame({ type: 'hello' });
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'init', theme: { mode: 'dark' } }),
        GATEWAY,
      );
    });
    dark = false;
    listeners.forEach((listener) => listener());
    expect(posted).toHaveBeenLastCalledWith(
      envelope({ type: 'theme', theme: { mode: 'light' } }),
      GATEWAY,
    );
  });

  it("takes the font of the element it is mounted in for fontFamily: 'inherit'", async () => {
    const slot = document.createElement('div');
    slot.style.fontFamily = 'Georgia, serif';
    document.body.append(slot);
    const handle = mountSettingsFormAt(
      slot,
      { workflowId: 'w', getToken: () => Promise.resolve('t'), theme: { fontFamily: 'inherit' } },
      GATEWAY,
    );
    const frameWindow = slot.querySelector('iframe')?.contentWindow;
    if (!frameWindow) throw new Error('no iframe');
    const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: envelope({ type: 'hello' }),
        origin: GATEWAY,
        source: frameWindow,
      }),
    );
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledWith(
        expect.objectContaining({ theme: { fontFamily: 'Georgia, serif' } }),
        GATEWAY,
      );
    });
    handle.unmount();
  });

  it('renews the token before it expires, and sends the new one to the frame', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const iat = 1_700_000_000;
    const token = (n: number) =>
      `e30.${btoa(JSON.stringify({ iat, exp: iat + 120, n })).replace(/=+$/, '')}.sig`;
    const getToken = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce(token(1))
      .mockResolvedValueOnce(token(2));
    const { posted, fromFrame } = mount({ getToken });
    fromFrame({ type: 'hello' });
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledTimes(1);
    });
    // Two minutes of life: renewed 24 s before the end, at 96 s.
    await vi.advanceTimersByTimeAsync(95_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(posted).toHaveBeenLastCalledWith(envelope({ type: 'token', token: token(2) }), GATEWAY);
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
    const onChange = vi.fn();
    const { iframe, fromFrame } = mount({ onHeightChange, onSaved, onChange });
    fromFrame({ type: 'height', height: 412.4 });
    expect(iframe.style.height).toBe('413px');
    expect(onHeightChange).toHaveBeenCalledWith(413);
    fromFrame({ type: 'change', answers: { f1: 'x' }, dirty: true });
    expect(onChange).toHaveBeenCalledWith({ f1: 'x' }, true);
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

  it('sends another language and other words once the frame has started', async () => {
    const { handle, posted, fromFrame } = mount();
    handle.setLocale('de');
    expect(posted).not.toHaveBeenCalled();
    fromFrame({ type: 'hello' });
    await vi.waitFor(() => {
      expect(posted).toHaveBeenCalledWith(expect.objectContaining({ locale: 'de' }), GATEWAY);
    });
    handle.setLocale('ar', { 'save.save': 'احفظ' });
    expect(posted).toHaveBeenLastCalledWith(
      envelope({ type: 'locale', locale: 'ar', messages: { 'save.save': 'احفظ' } }),
      GATEWAY,
    );
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
