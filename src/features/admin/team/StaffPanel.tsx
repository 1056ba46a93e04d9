/**
 * The team on /admin, for owners: who has access and with which role, an invitation form, and
 * for invited members a role change or removal. The server checks each call again.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { showToast } from '../../../components/ui/toast.store.ts';
import type { StaffRole } from '../../auth/auth.ts';
import type { TeamMemberView } from '../../staff/staff.ts';
import StaffInviteForm from './StaffInviteForm.tsx';

const cell = 'px-3 py-2 text-left align-top';

export default function StaffPanel({ myEmail }: { myEmail: string }) {
  const [members, setMembers] = useState<TeamMemberView[] | null | 'failed'>(null);
  const load = useCallback(() => {
    api
      .get<{ members: TeamMemberView[] }>('/api/admin/staff')
      .then((answer) => setMembers(answer.members))
      .catch(() => setMembers('failed'));
  }, []);
  useEffect(load, [load]);

  async function act(path: 'role' | 'remove', body: { email: string; role?: StaffRole }) {
    try {
      const answer = await api.post<{ message: string }>(`/api/admin/staff/${path}`, body);
      showToast({ title: 'Team updated', description: answer.message });
    } catch (error) {
      showToast({
        title: 'Not changed',
        description: serverMessageOr(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
    load();
  }

  return (
    <section aria-labelledby="staff-heading" className="card grid gap-4 p-6">
      <h2 id="staff-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        Team
      </h2>
      {members === null && <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>}
      {members === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-300">
          The team could not be loaded. Reload the page to try again.
        </p>
      )}
      {Array.isArray(members) && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-slate-700 dark:text-slate-300">
            <caption className="sr-only">Staff members and their roles</caption>
            <thead className="text-slate-900 dark:text-white">
              <tr>
                <th scope="col" className={cell}>
                  E-mail
                </th>
                <th scope="col" className={cell}>
                  Role
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <MemberRow
                  key={member.email}
                  member={member}
                  me={member.email === myEmail}
                  act={act}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StaffInviteForm onInvited={load} />
    </section>
  );
}

function MemberRow({
  member,
  me,
  act,
}: {
  member: TeamMemberView;
  me: boolean;
  act: (path: 'role' | 'remove', body: { email: string; role?: StaffRole }) => Promise<void>;
}) {
  const editable = member.source === 'invited' && !me;
  const status = !member.joined
    ? 'Invited, has not chosen a password yet'
    : member.secondFactor
      ? 'Active, authenticator set up'
      : 'Joined, sets up the authenticator at next sign-in';
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={`${cell} break-all`}>
        {member.email}
        {me && ' (you)'}
      </td>
      <td className={cell}>
        {editable ? (
          <select
            aria-label={`Role of ${member.email}`}
            className="input py-1"
            value={member.role}
            onChange={(event) =>
              void act('role', { email: member.email, role: event.target.value as StaffRole })
            }
          >
            <option value="support">Support</option>
            <option value="owner">Owner</option>
          </select>
        ) : (
          <>
            {member.role === 'owner' ? 'Owner' : 'Support'}
            {member.source === 'environment' && ' (ADMIN_EMAILS)'}
          </>
        )}
      </td>
      <td className={cell}>{status}</td>
      <td className={cell}>
        {editable && (
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm"
            onClick={() => {
              if (
                window.confirm(`Remove ${member.email} from the team? Their sessions end at once.`)
              )
                void act('remove', { email: member.email });
            }}
          >
            Remove
          </button>
        )}
      </td>
    </tr>
  );
}
