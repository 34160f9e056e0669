/**
 * The commands the palette runs besides going to screens and records, each with its key (the same
 * keys work without the palette, src/lib/shortcut-keys.ts). Which apply depends on where the user is:
 * the workflow commands on a workflow's screens. Pure: running them is use-run-command.ts.
 */
import { COMMAND_KEYS, type CommandId } from '@/lib/shortcut-keys';
import { matchesQuery } from '@/lib/match-words';

export interface CommandContext {
  /** The workflow whose screen is open, if any. */
  workflowId: string | null;
  dark: boolean;
}

export interface PaletteCommand {
  id: CommandId;
  label: string;
  detail: string;
  keys: readonly string[];
}

function describe(id: CommandId, context: CommandContext): Omit<PaletteCommand, 'keys'> | null {
  switch (id) {
    case 'switch-theme':
      return {
        id,
        label: 'Switch theme',
        detail: context.dark ? 'To the light theme' : 'To the dark theme',
      };
    case 'open-by-name':
      return { id, label: 'Open workflow by name', detail: 'Searches every page of workflows' };
    case 'discard-draft':
      return context.workflowId
        ? { id, label: 'Discard draft of this workflow…', detail: 'Asks first' }
        : null;
    case 'compare-with':
      return context.workflowId
        ? { id, label: 'Compare with…', detail: 'Another version or workflow' }
        : null;
    case 'copy-link':
      return { id, label: 'Copy link', detail: 'The address of this screen' };
  }
}

/** The commands that apply here and match what was typed. */
export function commandResults(query: string, context: CommandContext): PaletteCommand[] {
  return (Object.keys(COMMAND_KEYS) as CommandId[])
    .map((id) => describe(id, context))
    .filter((command) => command !== null)
    .filter((command) => matchesQuery(query, command.label))
    .map((command) => ({ ...command, keys: COMMAND_KEYS[command.id] }));
}
