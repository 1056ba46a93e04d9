/**
 * A form's submit button: disabled until the island hydrates and while its request is pending,
 * and saying so ('Signing in...') meanwhile. Full width unless the form gives its own look.
 */
interface SubmitButtonProps {
  labels: { submit: string; pending: string };
  pending: boolean;
  disabled: boolean;
  className?: string | undefined;
}

export default function SubmitButton({
  labels,
  pending,
  disabled,
  className = 'btn-primary w-full py-3 text-base',
}: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled} className={className}>
      {pending ? labels.pending : labels.submit}
    </button>
  );
}
