import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ServerResponse } from 'node:http';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { buildOutputPlugin, demoIncluded } from './src/build/build-output.ts';
import { demoSeedAssetPlugin } from './src/build/demo-seed-asset.ts';
import { headerCsp } from './src/build/static-csp.ts';
import { devProxyRefusal } from './src/gateway/dev-proxy-guard.ts';

/**
 * Environment (read by `npm start`, `npm run dev` and `npm run preview`, never bundled):
 * - WFC_MODE=live, WFC_BASE_URL, WFC_USER_KEY: served as /config.json (the runtime configuration);
 * - WFC_PROXY_TARGET=https://host: proxies /live-api/* to that host, so a service without CORS works
 *   (use /live-api as the base URL); WFC_API_KEY, if set, is added there as the Bearer key when the
 *   browser sends none, so the key never has to reach the browser. Requests another site's page
 *   makes (cross-site Origin or Sec-Fetch-Site), writes without a same-origin Origin, and writes that
 *   are not JSON are refused (403) before the proxy, so no web page can use the key (issue 17).
 *   For a team, use the gateway (`npm run serve`, docs/gateway.md), not this.
 */
const env = process.env;
const PROXY_PATH = '/live-api';

function runtimeConfig(): Record<string, string> | undefined {
  const config: Record<string, string> = {};
  if (env.WFC_MODE) config.mode = env.WFC_MODE;
  if (env.WFC_BASE_URL) config.base_url = env.WFC_BASE_URL;
  else if (env.WFC_MODE === 'live' && env.WFC_PROXY_TARGET) config.base_url = PROXY_PATH;
  if (env.WFC_USER_KEY) config.default_user_key = env.WFC_USER_KEY;
  if (env.WFC_PROXY_TARGET) {
    config.proxy_path = PROXY_PATH;
    config.proxy_target = new URL(env.WFC_PROXY_TARGET).host;
  }
  return Object.keys(config).length > 0 ? config : undefined;
}

/** A configuration file of one's own, served (dev) and copied into the build (public/config.json). */
const OWN_CONFIG = fileURLToPath(new URL('./public/config.json', import.meta.url));

/**
 * Serves /config.json from the environment when it says anything, else public/config.json when there
 * is one, else `{}` (no configuration: the console's defaults); and puts `{}` in a build that has no
 * file of its own. The file is optional, but a missing one is a 404 the browser logs in red on
 * every load: an empty one says the same without the noise. Deployments replace it (the gateway
 * serves its own).
 */
function runtimeConfigPlugin(): Plugin {
  /** `orEmpty`: the dev server, which has no build's file to fall back on. */
  const serve =
    (orEmpty: boolean) =>
    (server: {
      middlewares: {
        use: (fn: (req: { url?: string }, res: ServerResponse, next: () => void) => void) => void;
      };
    }) => {
      const config = runtimeConfig() ?? (orEmpty && !existsSync(OWN_CONFIG) ? {} : undefined);
      if (!config) return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/config.json') return next();
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(config));
      });
    };
  return {
    name: 'wfc-runtime-config',
    configureServer: serve(true),
    configurePreviewServer: serve(false),
    generateBundle() {
      if (!existsSync(OWN_CONFIG))
        this.emitFile({ type: 'asset', fileName: 'config.json', source: '{}\n' });
    },
  };
}

function proxy(): Record<string, ProxyOptions> | undefined {
  if (!env.WFC_PROXY_TARGET) return undefined;
  const key = env.WFC_API_KEY;
  return {
    [PROXY_PATH]: {
      target: env.WFC_PROXY_TARGET,
      changeOrigin: true,
      rewrite: (path) => path.slice(PROXY_PATH.length) || '/',
      configure: (server) => {
        server.on('proxyReq', (proxyReq, req) => {
          if (key && !req.headers.authorization)
            proxyReq.setHeader('authorization', `Bearer ${key}`);
        });
      },
    },
  };
}

/** Refuses cross-site requests to the key-adding `/live-api` proxy (see src/gateway/dev-proxy-guard.ts). */
function proxyGuardPlugin(): Plugin {
  const guard = (server: {
    middlewares: {
      use: (
        path: string,
        fn: (
          req: { method?: string; headers: Record<string, string | string[] | undefined> },
          res: ServerResponse,
          next: () => void,
        ) => void,
      ) => void;
    };
  }) => {
    if (!env.WFC_PROXY_TARGET) return;
    server.middlewares.use(PROXY_PATH, (req, res, next) => {
      const host = typeof req.headers.host === 'string' ? req.headers.host : '';
      const refusal = devProxyRefusal(req.method ?? 'GET', req.headers, `http://${host}`);
      if (!refusal) return next();
      res.statusCode = 403;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ error: { code: 'cross_site_request', message: refusal } }));
    });
  };
  return { name: 'wfc-proxy-guard', configureServer: guard, configurePreviewServer: guard };
}

/**
 * Writes .vite/chunks.json (the modules in each chunk), so the bundle budget can check contents (the
 * build-output plugin moves it out of the served files, to .build-meta/). The embed page's build
 * (vite.embed.config.ts) writes its own report under another name.
 */
export function chunkReportPlugin(fileName = '.vite/chunks.json'): Plugin {
  return {
    name: 'wfc-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          chunks[output.fileName] = output.moduleIds.map((id) =>
            id.replace(process.cwd() + '/', ''),
          );
        }
      }
      this.emitFile({
        type: 'asset',
        fileName,
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/**
 * Modules the walk below must not follow: a barrel's re-export that the first load never uses but
 * whose imports lazy screens do (MUI's styles barrel re-exports `enhanceHighContrast`, which imports
 * the class names of every input; following it put InputBase and its textarea, which only form
 * screens use, into the first load).
 */
const NOT_FIRST_LOAD = [
  /@mui\/material\/styles\/enhanceHighContrast\.m?js$/,
  // Also reached only through barrels (react-query's index, MUI's utils and system): lazy screens'.
  /@tanstack\/(react-query|query-core)\/build\/modern\/(useQueries|useMutation|useInfiniteQuery|infiniteQueryOptions|queriesObserver|mutationObserver|infiniteQueryObserver)\.js$/,
  /@mui\/material\/utils\/(createChainedFunction|isMuiElement|useControlled)\.m?js$/,
  /@mui\/utils\/(isMuiElement|useControlled)\//,
  /@mui\/system\/Container\//,
];

/**
 * Everything the entry imports statically (the first load: the shell and the workflow list) goes into
 * one chunk. Left alone, the bundler splits the first load into a dozen small chunks shared with lazy
 * screens; one file compresses better (about 2 KiB of gzip) and is one request. Lazy screens keep
 * their own chunks and import what they share from this one. The closure is computed once per build
 * (the plugin forgets it when a build starts, so `vite build --watch` stays right).
 */
/**
 * Modules whose imports are not followed into the first-load closure: MUI's high-contrast theme helper
 * imports every input component's class names (and through them InputBase and TextareaAutosize), yet
 * is tree-shaken away; followed, those components would land in the first load because the form
 * screens use them.
 */
const CLOSURE_STOPS = [/node_modules\/@mui\/material\/styles\/enhanceHighContrast\.mjs$/];

export function firstLoadChunk(entry = ENTRY, chunkName = 'app') {
  let closure: Set<string> | undefined;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    if (!closure) {
      closure = new Set();
      const stack = [entry];
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if (closure.has(next) || NOT_FIRST_LOAD.some((pattern) => pattern.test(next))) continue;
        closure.add(next);
        if (CLOSURE_STOPS.some((stop) => stop.test(next))) continue;
        stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return closure.has(id) ? chunkName : null;
  };
  const plugin: Plugin = {
    name: 'wfc-first-load-chunk',
    apply: 'build',
    buildStart() {
      closure = undefined;
    },
  };
  return { name, plugin };
}

const firstLoad = firstLoadChunk();

const EARLY = fileURLToPath(new URL('./src/early.ts', import.meta.url));

/**
 * What src/early.ts imports (the preload helper, the saved-settings readers, the list's query
 * functions, the page's side of the demo API) goes into a small chunk of its own, shared with the
 * app: early.ts must not wait for the app's large chunk, and the demo API's worker starts without a
 * request for another chunk. The early entry itself stays its own file.
 */
const earlyShared = firstLoadChunk(EARLY, 'preload');

/** Everything the early entry imports but the entry itself goes in the small shared chunk. */
const earlySharedChunk = (id: string, ctx: ChunkingContext): string | null =>
  id === EARLY ? null : earlyShared.name(id, ctx);

/**
 * Both themes, the console's (src/lib/theme.ts) and the embed page's (src/embed/page/theme.ts), are
 * built with `cssVariables: false` and handed to the ThemeProvider whole, yet MUI's createTheme
 * imports its CSS-variables theme builder all the same (about 5 KiB of gzip with what only it
 * imports). Both builds take a stub in its place that says so if it is ever called.
 */
export function withoutCssVariablesTheme(): Plugin {
  const STUB = '\0wfc-no-css-variables-theme';
  return {
    name: 'wfc-no-css-variables-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './createThemeWithVars.mjs' && importer?.includes('/@mui/material/styles/')
        ? STUB
        : undefined;
    },
    load(id) {
      return id === STUB
        ? 'export default function createThemeWithVars() { throw new Error("The console builds its MUI themes without CSS variables (withoutCssVariablesTheme in vite.config.ts)."); }'
        : undefined;
    },
  };
}

/**
 * Emotion imports `hoist-non-react-statics` (and through it `react-is`) for `withTheme`, which the
 * console never uses; being CommonJS without a `sideEffects` field, the package stayed in the first
 * load anyway (about 1 KiB of gzip). Marked free of side effects, it goes with its last user.
 */
export function sideEffectFreePackages(names = ['hoist-non-react-statics']): Plugin {
  return {
    name: 'wfc-side-effect-free-packages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!names.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, moduleSideEffects: false } : null;
    },
  };
}

/**
 * The keyboard's code, fetched once the first screen shows (src/lib/lazy-part.ts): the shortcuts'
 * listener, the row navigation of lists and what they use, in one chunk rather than five small ones.
 */
const KEYBOARD =
  /\/src\/(app\/layout\/command-keys\.tsx|components\/data-table\/row-navigation\.ts|lib\/shortcut-keys\.ts|app\/palette\/use-run-command\.ts|lib\/command-requests\.ts)$/;
const keyboardChunk = (id: string): string | null => (KEYBOARD.test(id) ? 'keyboard' : null);

/**
 * The demo API's worker takes an empty cookie jar in the place of msw's `tough-cookie` (and with it
 * the public-suffix list): the demo API sets and reads no cookies (src/demo-api/worker/no-cookie-jar.ts).
 */
function noCookieJar(): Plugin {
  const jar = fileURLToPath(new URL('./src/demo-api/worker/no-cookie-jar.ts', import.meta.url));
  return {
    name: 'wfc-no-cookie-jar',
    enforce: 'pre',
    resolveId: (source) => (source === 'tough-cookie' ? jar : null),
  };
}

/**
 * src/early.ts is an entry of its own, loaded by an `async` module script ahead of the app's: it runs
 * as soon as it arrives (a few hundred bytes), while the app's much larger chunk still downloads and
 * compiles, and starts what the first screen waits for (config.json; in demo mode the demo API).
 * Vite merges index.html's module scripts into one entry, so the tag is added after that, here.
 */
function earlyEntry(): Plugin {
  return {
    name: 'wfc-early-entry',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'early',
        );
        const src = ctx.bundle ? (chunk ? `/${chunk.fileName}` : null) : '/src/early.ts';
        if (src === null) return [];
        return [
          { tag: 'script', attrs: { type: 'module', async: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    withoutCssVariablesTheme(),
    sideEffectFreePackages(),
    react(),
    runtimeConfigPlugin(),
    proxyGuardPlugin(),
    chunkReportPlugin(),
    firstLoad.plugin,
    earlyShared.plugin,
    buildOutputPlugin(env),
    demoSeedAssetPlugin(env),
    earlyEntry(),
  ],
  // A build made with WFC_DEMO=off leaves the demo API out (main.tsx and early.ts read this).
  define: { __DEMO_API__: JSON.stringify(demoIncluded(env)) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: false, proxy: proxy() },
  preview: {
    port: 4173,
    strictPort: false,
    proxy: proxy(),
    headers: {
      'content-security-policy': headerCsp(env),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  },
  // The demo API's worker (src/demo-api/worker/) loads its code beside its seed: a module worker.
  worker: { format: 'es', plugins: () => [noCookieJar()] },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Every browser the console supports preloads modules itself (Chromium 66, Firefox 115, Safari
    // 17); an older one still loads them, by import, so the polyfill is left out of the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), early: EARLY },
      output: {
        codeSplitting: {
          groups: [
            { name: earlySharedChunk, debugName: 'early-shared', priority: 1 },
            { name: firstLoad.name, debugName: 'first-load' },
            { name: keyboardChunk, debugName: 'keyboard' },
          ],
        },
      },
    },
  },
});
