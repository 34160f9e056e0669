/**
 * What AsyncSelect option requests may carry on a screen, read at request time (the connection may
 * change): the console sends its key only to option URLs under its own API; the embed sends nothing.
 * A context of its own, outside the form renderer, so the console's providers can set it without
 * bringing the renderer into the first load.
 */
import { createContext, useContext } from 'react';
import { requestTimeouts } from '@/api/deadline';

export interface OptionsAccess {
  /** The Authorization header for `url`, or undefined to send none. */
  authorizationFor: (url: string) => string | undefined;
  /** The total time a page may take, headers and body. */
  timeoutMs: () => number;
}

/** No credentials and the client's read timeout: the default, and what the embed uses. */
export const ANONYMOUS_OPTIONS_ACCESS: OptionsAccess = {
  authorizationFor: () => undefined,
  timeoutMs: () => requestTimeouts.readMs,
};

export const OptionsAccessContext = createContext<OptionsAccess>(ANONYMOUS_OPTIONS_ACCESS);

export const useOptionsAccess = (): OptionsAccess => useContext(OptionsAccessContext);
