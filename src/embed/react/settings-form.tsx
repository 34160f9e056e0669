/**
 * `<SettingsForm>`: the settings form in the host's React app, as the loader mounts it (one
 * implementation: ../sdk/mount.ts): an iframe of the gateway's form page, the token handed over by
 * postMessage and renewed through `getToken` before it expires, the frame sized to the form. A new
 * theme, language or set of words is sent to the frame as it is, so what the user typed stays; a new
 * workflow or gateway mounts a new frame.
 */
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { MessageOverrides } from '../../lib/i18n/messages';
import {
  mountSettingsFormAt,
  type MountedSettingsForm,
  type SettingsFormOptions,
} from '../sdk/mount';

export interface SettingsFormProps extends Omit<SettingsFormOptions, 'messages'> {
  /** The gateway serving the form, such as `https://console.example.com`. */
  baseUrl: string;
  /** Replacements for the form's words, by message key. */
  messages?: MessageOverrides;
  /** On the element the iframe is mounted in. */
  className?: string;
  style?: CSSProperties;
}

export function SettingsForm(props: SettingsFormProps) {
  const { workflowId, baseUrl, theme, locale, messages, className, style } = props;
  const slot = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedSettingsForm | null>(null);
  // The host's callbacks may change on every render: the frame calls the latest ones.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  // Mounted as the slot is committed, before the browser paints: the frame starts loading at once.
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const current = latest.current;
    const form = mountSettingsFormAt(
      element,
      {
        workflowId,
        getToken: () => latest.current.getToken(),
        theme: current.theme,
        locale: current.locale,
        messages: current.messages,
        title: current.title,
        onReady: () => latest.current.onReady?.(),
        onChange: (answers, dirty) => latest.current.onChange?.(answers, dirty),
        onSaved: (answers) => latest.current.onSaved?.(answers),
        onError: (error) => latest.current.onError?.(error),
        onHeightChange: (height) => latest.current.onHeightChange?.(height),
      },
      baseUrl,
    );
    mounted.current = form;
    return () => {
      mounted.current = null;
      form.unmount();
    };
  }, [workflowId, baseUrl]);

  // Objects written inline are new on every render: compared by content, sent when that changes.
  const themeKey = JSON.stringify(theme ?? null);
  const languageKey = JSON.stringify([locale ?? null, messages ?? null]);
  const sent = useRef({ themeKey, languageKey });
  useEffect(() => {
    if (sent.current.themeKey === themeKey) return;
    sent.current.themeKey = themeKey;
    mounted.current?.setTheme(latest.current.theme ?? {});
  }, [themeKey]);
  useEffect(() => {
    if (sent.current.languageKey === languageKey) return;
    sent.current.languageKey = languageKey;
    mounted.current?.setLocale(latest.current.locale, latest.current.messages);
  }, [languageKey]);

  return <div ref={slot} className={className} style={style} />;
}
