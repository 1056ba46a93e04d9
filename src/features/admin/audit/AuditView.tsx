/** /admin/audit, owners only: every staff action, each linked to what it is about. */
import AuditLogPanel from './AuditLogPanel.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function AuditView() {
  return (
    <ConsoleShell view="audit" heading="Audit" ownerOnly>
      {() => <AuditLogPanel />}
    </ConsoleShell>
  );
}
