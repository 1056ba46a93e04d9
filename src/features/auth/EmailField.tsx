import FormField from '../../components/ui/FormField.tsx';

/** The e-mail field of the account forms: the same label, keyboard and limits everywhere. */
export default function EmailField({ form, error }: { form: string; error: string | undefined }) {
  return (
    <FormField
      form={form}
      name="email"
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      maxLength={254}
      error={error}
    />
  );
}
