/**
 * A modal confirmation: the browser's own <dialog> opened with showModal(), so focus stays inside
 * (the page behind is inert), Escape cancels, and focus returns to the button that opened it. The
 * heading labels it; `children` adds fields (a reason, a choice) inside the form.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What happens on confirm, in a sentence or two. */
  description: string;
  confirmLabel: string;
  /** The button that closes the dialog without acting ('Cancel'), in the page's language. */
  cancelLabel: string;
  /** Disables the confirm button (while the action runs, or until its fields are valid). */
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, cancelLabel } = props;
  const { busy = false, destructive = false } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) props.onConfirm();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
      className="card w-full max-w-md p-6 backdrop:bg-slate-900/50"
    >
      <form onSubmit={submit} className="grid gap-4">
        <h2 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p id={descriptionId} className="text-slate-600 dark:text-slate-300">
          {description}
        </p>
        {props.children}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={props.onCancel}>
            {cancelLabel}
          </button>
          <button
            type="submit"
            className={destructive ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
