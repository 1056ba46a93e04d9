/** Invites a colleague by e-mail with a role; the mail's link lets them choose their password. */
import { api } from '../../../lib/api-client.ts';
import FormField, { LabelledField, CONTROL_CLASS } from '../../../components/ui/FormField.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { useFormSubmit } from '../../../components/ui/use-form-submit.ts';
import FormShell from '../../../components/ui/FormShell.tsx';

export default function StaffInviteForm({ onInvited }: { onInvited: () => void }) {
  const submit = useFormSubmit({
    loadSchema: () => import('../../staff/staff.ts').then((staff) => staff.inviteStaffSchema),
    fields: ['email', 'role'],
    send: (data) => api.post<{ message: string }>('/api/admin/staff', data),
    failure: { title: 'Invitation not sent', fallback: 'Please try again.' },
    stayOnPage: true,
    onSuccess: (answer, form) => {
      showToast({ title: 'Invitation sent', description: answer.message });
      form.reset();
      onInvited();
    },
  });
  const { errors } = submit;
  return (
    <FormShell
      submit={submit}
      labels={{ submit: 'Send invitation', pending: 'Sending...' }}
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
      buttonClass="btn-primary py-3"
    >
      <FormField
        form="invite"
        name="email"
        label="Invite by e-mail"
        type="email"
        autoComplete="off"
        error={errors.email}
      />
      <LabelledField form="invite" name="role" label="Role" error={errors.role}>
        {(control) => (
          <select {...control} className={CONTROL_CLASS} defaultValue="support">
            <option value="support">Support</option>
            <option value="owner">Owner</option>
          </select>
        )}
      </LabelledField>
    </FormShell>
  );
}
