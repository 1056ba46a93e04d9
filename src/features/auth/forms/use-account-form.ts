/**
 * The account forms' submit cycle: the kit's, plus showing a toast queued for this page (sign-up
 * queues 'Account created successfully!' for the sign-in page it goes to).
 */
import { useEffect } from 'react';
import { showPendingToast } from '../../../components/ui/pending-toast.ts';
import { useFormSubmit, type FormSubmitOptions } from '../../../components/ui/use-form-submit.ts';

export function useAccountForm<T, R>(options: FormSubmitOptions<T, R>) {
  const form = useFormSubmit(options);
  useEffect(showPendingToast, []);
  return form;
}
