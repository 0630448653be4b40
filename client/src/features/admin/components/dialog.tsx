import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for a confirmation the host must answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

/**
 * A modal on the browser's own <dialog>: focus moves in and is kept there, Escape closes it, and
 * the page behind is inert, without a library.
 */
export function Dialog({ title, onClose, children, role = 'dialog', describedBy }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="admin-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
