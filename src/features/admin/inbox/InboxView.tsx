/** /admin/inbox: the contact messages, each linking to its own address. */
import ContactInbox from './ContactInbox.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function InboxView() {
  return (
    <ConsoleShell view="inbox" heading="Inbox">
      {() => <ContactInbox />}
    </ConsoleShell>
  );
}
