/**
 * The Content-Security-Policy of the console as a static site (dist/ served by anything): written into
 * the built index.html as a `<meta>` so it holds wherever the files are served, and sent as a header
 * by `vite preview`. Scripts only from this origin (no inline script, no eval); styles allow inline
 * because MUI inserts its styles at run time. Without a deployment to tell it otherwise, any http(s)
 * origin may be connected to and shown as an image: the live service and AsyncSelect providers are
 * set at run time. A build for one deployment narrows both (WFC_CONNECT_SRC, WFC_IMG_SRC: space- or
 * comma-separated origins). `frame-ancestors` is ignored in a `<meta>`, so the header (the gateway,
 * or the nginx example in docs/) must still carry it; behind the gateway its stricter header applies
 * too, and a browser enforces both.
 */
import { serializeCsp, type Directives } from '../gateway/http/csp.ts';

const origins = (value: string | undefined): string[] | undefined => {
  const list = value
    ?.split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter(Boolean);
  return list && list.length > 0 ? list : undefined;
};

export function staticCspDirectives(env: Readonly<Record<string, string | undefined>>): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...(origins(env.WFC_IMG_SRC) ?? ['http:', 'https:'])],
    'connect-src': ["'self'", ...(origins(env.WFC_CONNECT_SRC) ?? ['http:', 'https:'])],
    'worker-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** The `<meta>` policy: everything but frame-ancestors, which only a header can carry. */
export const metaCsp = (env: Readonly<Record<string, string | undefined>>): string =>
  serializeCsp(staticCspDirectives(env));

/** The header policy (`vite preview`, and what a static server should send): the same, unframeable. */
export const headerCsp = (env: Readonly<Record<string, string | undefined>>): string =>
  serializeCsp({ ...staticCspDirectives(env), 'frame-ancestors': ["'none'"] });
