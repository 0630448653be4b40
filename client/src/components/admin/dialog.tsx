import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for a confirmation the host must answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /**
   * A close control at the top, with this name, for dialogs taller than a phone's screen (the send
   * dialog, a message): the host can leave without scrolling to the actions at the bottom.
   */
  closeLabel?: string;
}

/**
 * A modal on the browser's own <dialog>: focus moves in and is kept there, Escape closes it, and
 * the page behind is inert, without a library.
 */
export function Dialog({ title, onClose, children, role = 'dialog', describedBy, closeLabel }: DialogProps) {
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
      <div className="admin-dialog-header">
        <h2 id={titleId} className="admin-dialog-title">
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className="admin-dialog-close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}
