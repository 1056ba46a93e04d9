import FormField from './FormField.tsx';

interface EmailFieldProps {
  form: string;
  label: string;
  error: string | undefined;
}

/** An e-mail field: the e-mail keyboard, no spelling marks, and the longest address there is. */
export default function EmailField({ form, label, error }: EmailFieldProps) {
  return (
    <FormField
      form={form}
      name="email"
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={254}
      error={error}
    />
  );
}
