// The example host page's script (demo only): what a host product writes to embed the settings
// form. Its backend endpoints here are the demo's: /embed/demo/token signs the user's token with
// WFC_EMBED_SECRET, as your backend would (docs/embed.md), and /embed/demo/workflows lists forms.
/* global WorkflowConsole */
'use strict';

const $ = (id) => document.getElementById(id);
const log = $('embed-events');
let mounted = null;

function record(text) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString('en-GB')} ${text}`;
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

function theme() {
  const radius = Number($('radius').value);
  const mode = $('mode').value;
  // The host page follows its own theme; the form gets the same mode ('auto': the system's).
  const dark =
    mode === 'dark' || (mode === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.mode = dark ? 'dark' : 'light';
  return {
    mode,
    primaryColor: $('primary').value,
    fontFamily: $('font').value,
    density: $('density').value,
    ...(Number.isFinite(radius) ? { radius } : {}),
  };
}

/** The host backend's job: a short-lived token for the signed-in user. */
async function getToken() {
  const response = await fetch('/embed/demo/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_key: $('user').value, workflow_id: $('workflow').value }),
  });
  if (!response.ok) throw new Error(`the token endpoint answered ${response.status}`);
  const { token } = await response.json();
  record('token: the backend minted a new token');
  return token;
}

function mount() {
  if (mounted) mounted.unmount();
  record(`mount: workflow ${$('workflow').value} for user "${$('user').value}"`);
  mounted = WorkflowConsole.mountSettingsForm($('embed-slot'), {
    workflowId: $('workflow').value,
    getToken,
    theme: theme(),
    locale: $('locale').value,
    onReady: () => record('ready'),
    onChange: (_answers, dirty) => record(`change (${dirty ? 'unsaved' : 'as saved'})`),
    onSaved: (answers) => record(`saved ${JSON.stringify(answers)}`),
    onError: (error) => record(`error ${error.code}: ${error.message}`),
    onHeightChange: (height) => record(`height ${height}px`),
  });
}

async function start() {
  const response = await fetch('/embed/demo/workflows');
  const { workflows } = await response.json();
  for (const workflow of workflows) $('workflow').append(new Option(workflow.name, workflow.id));
  // ?workflow=<id>&user=<key> pick them up front (links, tests).
  const params = new URLSearchParams(location.search);
  const asked = params.get('workflow');
  if (asked && workflows.some((workflow) => workflow.id === asked)) $('workflow').value = asked;
  if (params.get('user')) $('user').value = params.get('user');
  if (params.get('mode') === 'dark') $('mode').value = 'dark';
  if (params.get('locale')) $('locale').value = params.get('locale');
  $('controls').addEventListener('submit', (event) => {
    event.preventDefault();
    mount();
  });
  $('locale').addEventListener('change', () => {
    if (mounted) mounted.setLocale($('locale').value);
    record(`language: ${$('locale').value}`);
  });
  $('apply-theme').addEventListener('click', () => {
    if (mounted) mounted.setTheme(theme());
    record('theme: applied');
  });
  $('unmount').addEventListener('click', () => {
    if (mounted) mounted.unmount();
    mounted = null;
    record('unmount');
  });
  if (workflows.length > 0) mount();
}

start().catch((error) => record(`error: the example could not start (${error.message})`));
