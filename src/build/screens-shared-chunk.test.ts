import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { sharedModules } from './screens-shared-chunk';

/** A module graph: each module's static and dynamic imports. */
type Graph = Record<string, { imports?: string[]; dynamic?: string[] }>;

function contextOf(graph: Graph): ChunkingContext {
  const importersOf = (id: string) =>
    Object.keys(graph).filter((other) => graph[other]?.imports?.includes(id));
  return {
    getModuleInfo: (id) =>
      graph[id]
        ? ({
            id,
            importedIds: graph[id].imports ?? [],
            dynamicallyImportedIds: graph[id].dynamic ?? [],
            importers: importersOf(id),
          } as unknown as ModuleInfo)
        : null,
  };
}

/**
 * The overview (route.tsx) and another screen (runs.tsx) both use a list row (row.tsx, with its
 * icon), and the overview its own figures; its lazy chart shares the overview's queries. The shell
 * and its theme are the first load.
 */
const GRAPH: Graph = {
  'shell.tsx': { imports: ['theme.ts'], dynamic: ['route.tsx', 'runs.tsx', 'audit.tsx'] },
  'theme.ts': {},
  'route.tsx': {
    imports: ['figures.ts', 'row.tsx', 'shell.tsx', 'theme.ts'],
    dynamic: ['chart.tsx'],
  },
  'figures.ts': { imports: ['queries.ts'] },
  'queries.ts': { imports: ['shell.tsx'] },
  'row.tsx': { imports: ['icon.tsx', 'shell.tsx'] },
  'icon.tsx': {},
  'chart.tsx': { imports: ['queries.ts', 'chart-library.js'] },
  'chart-library.js': {},
  'runs.tsx': { imports: ['row.tsx', 'runs-table.tsx'] },
  'runs-table.tsx': {},
  'audit.tsx': { imports: ['audit-table.tsx', 'theme.ts'] },
  'audit-table.tsx': {},
};

const inShell = (id: string) => id === 'shell.tsx' || id === 'theme.ts';

describe('what a deep-linked screen shares with other screens', () => {
  it('is what other screens import and what that imports, not the screen’s own code or the first load', () => {
    expect([...sharedModules(contextOf(GRAPH), 'route.tsx', inShell)].sort()).toEqual([
      'icon.tsx',
      'row.tsx',
    ]);
  });

  it('is nothing for a screen no other screen shares code with', () => {
    expect([...sharedModules(contextOf(GRAPH), 'audit.tsx', inShell)]).toEqual([]);
  });
});
