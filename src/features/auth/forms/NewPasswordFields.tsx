import FormField from '../../../components/ui/FormField.tsx';
import type { Translator } from '../../i18n/translate.ts';

interface NewPasswordFieldsProps {
  form: string;
  label: string;
  confirmLabel: string;
  errors: { password?: string; confirmPassword?: string };
  t: Translator;
}

/** A new password and its confirmation (sign-up, reset): the same hint and autofill in both. */
export default function NewPasswordFields({
  form,
  label,
  confirmLabel,
  errors,
  t,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        form={form}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={t('auth.newPassword.hint')}
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
