/**
 * Renders the dialogs opened through useDialogs (./use-dialogs.ts), newest on top. Placed inside the
 * router, so a dialog may hold links.
 */
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogHostContext, type DialogComponent, type DialogHost } from './use-dialogs';

interface OpenDialog {
  id: number;
  render: () => ReactNode;
}

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<readonly OpenDialog[]>([]);
  const lastId = useRef(0);
  const host = useMemo<DialogHost>(() => {
    const close = (id: number) => setDialogs((list) => list.filter((dialog) => dialog.id !== id));
    const open = <P, R>(Component: DialogComponent<P, R>, payload: P) => {
      lastId.current += 1;
      const id = lastId.current;
      const result = new Promise<R>((resolve) => {
        const onClose = (answer: R) => {
          close(id);
          resolve(answer);
        };
        const render = () => <Component payload={payload} onClose={onClose} />;
        setDialogs((list) => [...list, { id, render }]);
      });
      return { id, result };
    };
    return { open, close };
  }, []);
  return (
    <DialogHostContext value={host}>
      {children}
      {dialogs.map((dialog) => (
        <Suspense key={dialog.id} fallback={null}>
          {dialog.render()}
        </Suspense>
      ))}
    </DialogHostContext>
  );
}
