import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { ServerErrorDialog } from './server-error-dialog.tsx';

const Dialog = lazy(() =>
  import('./server-error-dialog.tsx').then((module) => ({ default: module.ServerErrorDialog })),
);

/**
 * A form's modal for the server's message (ServerErrorDialog), loaded the first time there is a message:
 * most visitors never see it, so it is no part of a form page's first load (docs/decisions/0013). Once
 * loaded it stays rendered, so it can fade out after Ok.
 */
export function ServerErrorModal(props: ComponentProps<typeof ServerErrorDialog>) {
  const [isNeeded, setIsNeeded] = useState(false);
  if (props.message !== null && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
