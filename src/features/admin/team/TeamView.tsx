/** /admin/team, owners only: who has access, with which role, and the invitations. */
import StaffPanel from './StaffPanel.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function TeamView() {
  return (
    <ConsoleShell view="team" heading="Team" ownerOnly>
      {({ email }) => <StaffPanel myEmail={email} />}
    </ConsoleShell>
  );
}
