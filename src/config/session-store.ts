/**
 * The signed-in operator in gateway mode (undefined: nobody, or not gateway mode). Only this module is
 * in the console's first load (the client reads the CSRF token from it); the rest of the session
 * (start-session.tsx and what it imports) loads in gateway mode only.
 */
import type { ReactNode } from 'react';
import type { Role } from '@/api/operations';
import { createStore } from '@/lib/store';

export interface Session {
  user: string;
  role: Role;
  via: 'password' | 'oidc';
  /** Echoed in `X-CSRF-Token` on every write. */
  csrfToken: string;
}

export const sessionStore = createStore<Session | undefined>(undefined);

/**
 * The top bar's part in gateway mode (the operator, their role, Sign out), put here by the gateway
 * start (start-session.tsx) so the top bar needs no import of its own for it.
 */
export const sessionChipSlot = createStore<ReactNode>(null);
