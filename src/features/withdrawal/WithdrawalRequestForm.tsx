/**
 * Step one of 'Withdraw from contract here', signed out: the order number and the e-mail. The
 * server answers the same whatever it finds, so the form shows that answer in place.
 */
import { useState } from 'react';
import AnswerInPlaceForm from '../../components/ui/AnswerInPlaceForm.tsx';
import EmailField from '../../components/ui/EmailField.tsx';
import FormField from '../../components/ui/FormField.tsx';
import { useFormSubmit } from '../../components/ui/use-form-submit.ts';
import { api } from '../../lib/api-client.ts';
import { translatorOf, type IslandProps } from '../i18n/translate.ts';

const FIELDS = ['orderNumber', 'email'] as const;

export default function WithdrawalRequestForm({ locale, messages }: IslandProps) {
  const t = translatorOf(messages, locale);
  const [sent, setSent] = useState<string | null>(null);
  const submit = useFormSubmit({
    t,
    loadSchema: () => import('./withdrawal.ts').then((shared) => shared.withdrawalLinkSchema),
    fields: FIELDS,
    send: (data) => api.post<{ message: string }>('/api/withdrawal/link', data),
    failure: { title: t('withdrawal.form.failed'), fallback: t('withdrawal.form.failed') },
    onSuccess: (answer) => setSent(answer.message),
    stayOnPage: true,
  });
  const { errors } = submit;

  return (
    <AnswerInPlaceForm
      answer={sent}
      submit={submit}
      labels={{ submit: t('withdrawal.form.submit'), pending: t('withdrawal.form.sending') }}
    >
      <FormField
        form="withdraw"
        name="orderNumber"
        label={t('withdrawal.form.orderNumber')}
        hint={t('withdrawal.form.orderNumberHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        error={errors.orderNumber}
      />
      <EmailField form="withdraw" label={t('withdrawal.form.email')} error={errors.email} />
    </AnswerInPlaceForm>
  );
}
