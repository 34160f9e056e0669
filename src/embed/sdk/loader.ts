/**
 * `/embed.js`, the loader a host page includes with a script tag: it defines
 * `window.WorkflowConsole.mountSettingsForm(element, options)`, mounting the form from the gateway
 * the script came from (or `options.origin`). Built as one classic script (an IIFE) with no
 * dependencies; `npm run budget` keeps it at most 4 KiB of gzip.
 */
import {
  mountSettingsFormAt,
  type MountedSettingsForm,
  type SettingsFormOptions,
} from './mount.js';

export interface WorkflowConsoleGlobal {
  /** The protocol version this loader speaks. */
  version: number;
  mountSettingsForm: (
    element: HTMLElement,
    options: SettingsFormOptions & { origin?: string },
  ) => MountedSettingsForm;
}

declare global {
  interface Window {
    WorkflowConsole: WorkflowConsoleGlobal;
  }
}

// Read while the script runs: afterwards document.currentScript is another script, or none.
const script = document.currentScript;
const loadedFrom = script instanceof HTMLScriptElement ? script.src : undefined;

window.WorkflowConsole = {
  version: 1,
  mountSettingsForm: (element, options) =>
    mountSettingsFormAt(element, options, options.origin ?? loadedFrom),
};
