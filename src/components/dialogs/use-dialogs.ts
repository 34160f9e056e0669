/**
 * Dialogs opened by a promise, as Toolpad's `useDialogs`: every "are you sure" of the console is
 *
 *   const { confirm } = useDialogs();
 *   if (await confirm({ title, message, confirmText, severity })) act();
 *
 * and a dialog richer than yes or no (a form, the discard dialog with its download) is a component
 * taking `{payload, onClose(result)}`, opened with `const result = await open(Component, payload)`.
 * The DialogsProvider (./dialogs-provider.tsx, at the root of the routes) renders them. A dialog
 * lives no longer than the component that opened it: when that one unmounts, its dialogs close and
 * their promises never settle, so nothing acts for a screen that is gone.
 */
import { createContext, lazy, useContext, useEffect, useMemo, useRef } from 'react';
import type { ComponentType, ReactNode } from 'react';

export interface DialogProps<P, R> {
  payload: P;
  /** Closes the dialog with its answer. */
  onClose: (result: R) => void;
}

export type DialogComponent<P, R> = ComponentType<DialogProps<P, R>>;

export interface ConfirmOptions {
  title: string;
  /** A sentence or two: what happens, what is lost. */
  message: ReactNode;
  /** The confirming button's words ("Reset now"); OK by default. */
  confirmText?: string;
  /** Cancel by default. */
  cancelText?: string;
  /** The confirming button's colour: error for what cannot be undone. */
  severity?: 'error' | 'warning' | 'info';
}

export interface Dialogs {
  /** True when confirmed; false when cancelled, closed or dismissed with Escape. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  open: <P, R>(Component: DialogComponent<P, R>, payload: P) => Promise<R>;
}

/** What the provider offers: open a dialog, close one without an answer. */
export interface DialogHost {
  open: <P, R>(Component: DialogComponent<P, R>, payload: P) => { id: number; result: Promise<R> };
  close: (id: number) => void;
}

export const DialogHostContext = createContext<DialogHost | null>(null);

/** Loaded on the first confirmation: no screen's first load carries MUI's Dialog for it. */
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export function useDialogs(): Dialogs {
  const host = useContext(DialogHostContext);
  if (!host) throw new Error('useDialogs needs a DialogsProvider above it (src/app/router.tsx)');
  const opened = useRef(new Set<number>());
  useEffect(() => {
    const ids = opened.current;
    return () => {
      for (const id of ids) host.close(id);
      ids.clear();
    };
  }, [host]);
  return useMemo(() => {
    const open = <P, R>(Component: DialogComponent<P, R>, payload: P): Promise<R> => {
      const { id, result } = host.open(Component, payload);
      opened.current.add(id);
      return result.finally(() => opened.current.delete(id));
    };
    return { open, confirm: (options: ConfirmOptions) => open(ConfirmDialog, options) };
  }, [host]);
}
