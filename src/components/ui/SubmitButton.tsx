/**
 * A form's submit button: disabled while its request is pending (and whenever the form says),
 * saying so meanwhile where the form has words for it ('Signing in...'). Full width unless the
 * form gives its own look.
 */
interface SubmitButtonProps {
  labels: { submit: string; pending?: string };
  pending?: boolean;
  disabled?: boolean;
  className?: string | undefined;
}

export default function SubmitButton({
  labels,
  pending = false,
  disabled = pending,
  className = 'btn-primary w-full py-3 text-base',
}: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled} className={className}>
      {pending && labels.pending ? labels.pending : labels.submit}
    </button>
  );
}
