import FormField from '../../components/ui/FormField.tsx';

interface NewPasswordFieldsProps {
  form: string;
  label: string;
  confirmLabel: string;
  errors: { password?: string; confirmPassword?: string };
}

/** A new password and its confirmation (sign-up, reset): the same hint and autofill in both. */
export default function NewPasswordFields({
  form,
  label,
  confirmLabel,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        form={form}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A long passphrase is best."
        error={errors.password}
      />
      <FormField
        form={form}
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
