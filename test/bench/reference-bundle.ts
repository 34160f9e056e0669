/** Builds the bare React + MUI + TanStack Query page and measures its first-load JS (gzip). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export async function referenceFirstLoadGzip(): Promise<number> {
  const root = fileURLToPath(new URL('./reference/', import.meta.url));
  const outDir = fileURLToPath(new URL('../../.bench/reference/', import.meta.url));
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(`${outDir}.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const item = manifest[key];
    if (!item || files.has(item.file)) return;
    files.add(item.file);
    (item.imports ?? []).forEach(visit);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) visit(entry);
  return [...files].reduce(
    (total, file) => total + gzipSync(readFileSync(`${outDir}${file}`), { level: 6 }).length,
    0,
  );
}
