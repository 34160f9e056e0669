import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The gateway's production bundle (`npm run build:gateway`, part of `npm run build`): the server's
 * TypeScript in one Node ESM file per entry in dist-server/, its packages left as imports from
 * node_modules (they are `dependencies`, so `npm ci --omit=dev` is enough to run it; the native
 * better-sqlite3 and pg stay outside the bundle this way, while the store's migrations, imported
 * statically, are inside it). `npm run serve`
 * starts dist-server/main.js with plain node: no TypeScript tooling at run time.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./src/gateway/main.ts', import.meta.url)),
        'add-user': fileURLToPath(new URL('./src/gateway/add-user.ts', import.meta.url)),
        'move-store': fileURLToPath(new URL('./src/gateway/move-store.ts', import.meta.url)),
      },
      output: {
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
