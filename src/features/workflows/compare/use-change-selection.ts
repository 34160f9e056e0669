/**
 * Which change is selected. The URL's node wins (back/forward, pasted links); a chosen change that
 * is not about a node stays. Choosing a change asks the canvas to bring it into view (each choice
 * bumps `focusRequest`); `step` moves to the next or previous change, round the list.
 */
import { useState } from 'react';
import type { Change } from './changes';

export function useChangeSelection(
  changes: readonly Change[],
  nodeId: string | null,
  onNodeChange: (nodeId: string | null) => void,
) {
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const chosen = changes.find((change) => change.key === chosenKey);
  const selected: Change | undefined =
    chosen && chosen.nodeId === nodeId
      ? chosen
      : nodeId !== null
        ? changes.find((change) => change.nodeId === nodeId)
        : chosen;

  const select = (change: Change) => {
    setChosenKey(change.key);
    setFocusRequest((count) => count + 1);
    onNodeChange(change.nodeId);
  };
  const selectNode = (id: string) => {
    setChosenKey(changes.find((change) => change.nodeId === id)?.key ?? null);
    onNodeChange(id);
  };
  const step = (direction: 1 | -1) => {
    if (changes.length === 0) return;
    const index = selected ? changes.indexOf(selected) : direction === 1 ? -1 : changes.length;
    const next = changes[(index + direction + changes.length) % changes.length];
    if (next) select(next);
  };

  return { selected, focusRequest, select, selectNode, step };
}
