import FormField from '../../components/ui/FormField.tsx';
import type { Translator } from '../i18n/translate.ts';

interface EmailFieldProps {
  form: string;
  error: string | undefined;
  t: Translator;
}

/** The e-mail field of the account forms: the same label, keyboard and limits everywhere. */
export default function EmailField({ form, error, t }: EmailFieldProps) {
  return (
    <FormField
      form={form}
      name="email"
      label={t('auth.form.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={254}
      error={error}
    />
  );
}
