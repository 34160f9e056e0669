/**
 * A host product's React app, built with Vite against the packed @workflow-console/embed-react (the
 * end-to-end test installs the tarball into a throw-away folder, type-checks this file against the
 * package's declarations, builds it and serves it under a strict Content-Security-Policy). The page
 * shows the form one of four ways, by `?mode=`: `component` (<SettingsForm>), `headless`
 * (useSettingsForm drawn with plain inputs), `mount` (the package's plain-JavaScript API) or
 * `script` (the gateway's /embed.js, added to the page). Every event goes to the page's log.
 */
import {
  SettingsForm,
  useSettingsForm,
  type EmbedError,
  type EmbedTheme,
  type HeadlessField,
  type MessageOverrides,
} from '@workflow-console/embed-react';
import { mountSettingsForm, type MountOptions } from '@workflow-console/embed-react/mount';
import { createElement as h, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(location.search);
const gateway = params.get('gateway') ?? '';
const workflowId = params.get('workflow') ?? '';
const locale = params.get('locale') ?? undefined;
const theme = params.has('theme')
  ? (JSON.parse(params.get('theme') ?? '{}') as EmbedTheme)
  : undefined;
const messages: MessageOverrides | undefined = params.has('save-label')
  ? { 'save.save': params.get('save-label') ?? '' }
  : undefined;

function record(text: string): void {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('log')?.append(item);
}

async function getToken(): Promise<string> {
  const query = new URLSearchParams({
    user: params.get('user') ?? '',
    workflow: workflowId,
    lifetime: params.get('lifetime') ?? '600',
  });
  const response = await fetch(`/token?${query.toString()}`);
  const { token } = (await response.json()) as { token: string };
  record('token');
  return token;
}

const events = {
  onSaved: (answers: Record<string, unknown>) => record(`saved ${JSON.stringify(answers)}`),
  onError: (error: EmbedError) => record(`error ${error.code}`),
};

/** `ready` in the log, and a performance mark the bench reads (test/bench/embed-ready.ts). */
function ready(): void {
  performance.mark('wfc-ready');
  record('ready');
}

function Component(): ReactNode {
  return h(SettingsForm, {
    baseUrl: gateway,
    workflowId,
    getToken,
    locale,
    messages,
    theme: theme ?? { mode: 'light', primaryColor: '#0f766e', fontFamily: 'inherit' },
    onReady: ready,
    onChange: (_answers, dirty) => record(`change ${String(dirty)}`),
    ...events,
  });
}

function Field({ field }: { field: HeadlessField }): ReactNode {
  const id = `field-${field.id}`;
  const common = {
    id,
    'aria-invalid': field.error !== undefined,
    'aria-describedby': field.error === undefined ? undefined : `${id}-error`,
    onBlur: field.blur,
  };
  const text = typeof field.value === 'string' ? field.value : String(field.value ?? '');
  let control: ReactNode;
  const options = field.options;
  if (options) {
    control = h(
      'span',
      null,
      h(
        'select',
        {
          ...common,
          value: field.value === null ? '' : String(field.value),
          onFocus: () => {
            if (options.status === 'idle') options.loadMore();
          },
          onChange: (event: { target: { value: string } }) =>
            field.setValue(
              options.items.find((item) => String(item.value) === event.target.value)?.value ??
                null,
            ),
        },
        h('option', { value: '' }, options.selectedLabel ?? '(none)'),
        ...options.items.map((item) =>
          h('option', { key: String(item.value), value: String(item.value) }, item.label),
        ),
      ),
      h(
        'button',
        { type: 'button', onClick: options.loadMore, disabled: !options.hasMore },
        `More ${field.label} options`,
      ),
      h('span', { role: 'status' }, options.message),
    );
  } else {
    const tag = field.type === 'TextArea' || field.type === 'JSON' ? 'textarea' : 'input';
    control = h(tag, {
      ...common,
      value: text,
      onChange: (event: { target: { value: string } }) => field.setValue(event.target.value),
    });
  }
  return h(
    'p',
    null,
    h('label', { htmlFor: id }, field.label),
    control,
    field.error === undefined ? null : h('span', { id: `${id}-error` }, field.error),
  );
}

function Headless(): ReactNode {
  const form = useSettingsForm({
    baseUrl: gateway,
    workflowId,
    getToken,
    locale,
    messages,
    ...events,
  });
  if (form.status === 'loading') return h('p', { role: 'status' }, 'Loading');
  if (form.status !== 'ready') return h('p', { role: 'alert' }, form.error?.message ?? form.status);
  return h(
    'form',
    {
      'aria-label': form.name,
      lang: form.lang,
      dir: form.dir,
      onSubmit: (event: { preventDefault: () => void }) => {
        event.preventDefault();
        void form.save();
      },
    },
    h('h2', null, form.name),
    form.summary.length > 0
      ? h(
          'ul',
          { 'aria-label': 'To fix' },
          ...form.summary.map((item) =>
            h(
              'li',
              { key: `${item.fieldId ?? ''}${item.label}` },
              `${item.label}: ${item.message}`,
            ),
          ),
        )
      : null,
    ...form.fields
      .filter((field) => field.supported)
      .map((field) => h(Field, { key: field.id, field })),
    h('button', { type: 'submit', disabled: form.saving }, 'Save'),
    form.saved ? h('p', { role: 'status' }, 'Saved') : null,
    form.error ? h('p', { role: 'alert' }, form.error.message) : null,
  );
}

declare global {
  interface Window {
    WorkflowConsole?: { mountSettingsForm: typeof mountSettingsForm };
  }
}

const slot = document.getElementById('app');
const mode = params.get('mode');
const plain: MountOptions = {
  origin: gateway,
  workflowId,
  getToken,
  locale,
  onReady: ready,
  ...events,
};
performance.mark('wfc-mount');
if (slot && mode === 'mount') {
  mountSettingsForm(slot, plain);
} else if (slot && mode === 'script') {
  const loader = document.createElement('script');
  loader.src = `${gateway}/embed.js`;
  loader.addEventListener('load', () => window.WorkflowConsole?.mountSettingsForm(slot, plain));
  document.head.append(loader);
} else if (slot) {
  createRoot(slot).render(h(StrictMode, null, h(mode === 'headless' ? Headless : Component)));
}
