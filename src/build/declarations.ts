/**
 * Type declarations of what the embed publishes (the ES module dist/embed/, the React package
 * dist/embed-react/), from the TypeScript compiler: a type error stops the build. For the React
 * package only the declarations its entries reach are kept, and each must import nothing but other
 * kept files and React: a package whose types pointed at this repository's `@/` paths would not
 * type-check in a host's project.
 */
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface DeclarationOptions {
  entries: string[];
  rootDir: string;
  outDir: string;
  /** Paths as tsconfig.base.json has them (`@/*`), for sources that use them. */
  paths?: Record<string, string[]>;
}

export function emitDeclarations({ entries, rootDir, outDir, paths }: DeclarationOptions): void {
  const program = ts.createProgram(entries, {
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
    rootDir,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    ...(paths ? { paths } : {}),
  });
  const result = program.emit();
  const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (problems.length > 0)
    throw new Error(
      ts.formatDiagnostics(problems, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => process.cwd(),
        getNewLine: () => '\n',
      }),
    );
}

/** Module specifiers of a declaration file: imports, exports and `import("...")` types. */
const SPECIFIERS = /(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g;

/**
 * Copies the declaration files `entries` reach (relative paths under `fromDir`) to `toDir`, with
 * their folders. Throws when one imports anything but a relative file or one of `packages`.
 */
export function copyReachableDeclarations(
  fromDir: string,
  toDir: string,
  entries: string[],
  packages: readonly string[],
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const path = join(fromDir, file);
    if (!existsSync(path)) throw new Error(`no declaration ${file} was emitted`);
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(path, 'utf8').matchAll(SPECIFIERS)) {
      if (!specifier.startsWith('.')) {
        if (packages.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
          continue;
        throw new Error(
          `${file} imports ${specifier}: the published types may import only ${packages.join(', ')}`,
        );
      }
      const target = relative(fromDir, resolve(dirname(path), specifier));
      visit(target.endsWith('.d.ts') ? target : `${target.replace(/\.js$/, '')}.d.ts`);
    }
  };
  entries.forEach(visit);
  for (const file of seen) {
    mkdirSync(dirname(join(toDir, file)), { recursive: true });
    cpSync(join(fromDir, file), join(toDir, file));
  }
  return [...seen].sort();
}
