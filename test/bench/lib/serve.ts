/** Serves a built page with vite preview on a free port (building it first when asked). */
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';

export async function serve(
  root: string,
  outDir: string,
  buildFirst: boolean,
): Promise<PreviewServer> {
  if (buildFirst) {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
  }
  return preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: 'localhost' },
  });
}

export function urlOf(server: PreviewServer): string {
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('preview gave no URL');
  return url.replace(/\/$/, '');
}
