/**
 * Commands the palette or a shortcut asks a screen to run, where the screen owns what they open: the
 * workflow screen's discard dialog, the compare view's "Compare with…" picker. A request names its
 * target (the workflow's id) and waits until a screen for that target takes it, so a command given
 * from another tab of the workflow runs once the screen it needs has opened.
 */
import { useEffect } from 'react';
import { createStore, useStore } from './store';

export type CommandRequestName = 'discard-draft' | 'compare-with';

interface CommandRequest {
  name: CommandRequestName;
  target: string;
}

const requests = createStore<CommandRequest | null>(null);

export function requestCommand(name: CommandRequestName, target: string): void {
  requests.set({ name, target });
}

/** Runs `run` when `name` is asked for `target` (and takes the request, so it runs once). */
export function useCommandRequest(name: CommandRequestName, target: string, run: () => void): void {
  const request = useStore(requests);
  const asked = request?.name === name && request.target === target;
  useEffect(() => {
    if (!asked) return;
    requests.set(null);
    run();
  }, [asked, run]);
}
