/**
 * The embed page's boot: check that the page is framed by the host the loader named, say hello,
 * and render the form once the host hands over the token, theme and language. Until then nothing is
 * fetched. Opened on its own (not framed), the page says where the form belongs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_STRINGS } from '@/lib/i18n/default-strings';
import type { HostMessage } from '../sdk/protocol';
import { createChannel, hostOriginOf, workflowIdOf } from './channel';
import { createEmbedApi } from '../api/embed-api';
import { EmbedApp } from './embed-app';
import { createFrameStore } from './frame-store';
import { watchHeight } from './height';
import { createTokens } from './tokens';

function start(container: HTMLElement): void {
  const framed = window.parent !== window;
  const ancestors = location.ancestorOrigins as DOMStringList | undefined;
  const hostOrigin = hostOriginOf(location.hash, ancestors ? Array.from(ancestors) : undefined);
  const workflowId = workflowIdOf(location.pathname);
  if (!framed || !hostOrigin || !workflowId) {
    const note = document.createElement('p');
    note.textContent = DEFAULT_STRINGS.embed.notEmbedded;
    note.style.cssText = 'font:16px system-ui,sans-serif;padding:16px';
    container.replaceChildren(note);
    return;
  }

  const channel = createChannel(window, hostOrigin);
  const tokens = createTokens(() => channel.send({ type: 'token-needed' }));
  const settings = createFrameStore();
  const api = createEmbedApi(tokens);
  let rendered = false;

  channel.listen((message: HostMessage) => {
    switch (message.type) {
      case 'init':
        tokens.receive(message.token);
        if (rendered) break;
        rendered = true;
        // The host's language first (its words, a right-to-left layout), then the form.
        void settings.init(message.theme, message.locale, message.messages).then(() => {
          createRoot(container).render(
            <StrictMode>
              <EmbedApp workflowId={workflowId} api={api} settings={settings} send={channel.send} />
            </StrictMode>,
          );
          watchHeight(container, (height) => channel.send({ type: 'height', height }));
        });
        break;
      case 'token':
        tokens.receive(message.token);
        break;
      case 'token-failed':
        tokens.refuse(message.message);
        break;
      case 'theme':
        settings.setTheme(message.theme);
        break;
      case 'locale':
        void settings.setLocale(message.locale, message.messages);
        break;
    }
  });
  channel.send({ type: 'hello' });
}

const container = document.getElementById('root');
if (container) start(container);
