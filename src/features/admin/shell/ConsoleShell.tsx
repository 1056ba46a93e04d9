/**
 * Every back office view inside its frame: the gate (StaffGate.tsx), the top bar, the navigation
 * and the view's one h1. An owner view opened by support shows the frame and a 403 alert, and
 * never renders the view, so none of its data is asked for.
 */
import { useEffect, type ReactNode } from 'react';
import ConsoleNav from './ConsoleNav.tsx';
import ConsoleTopBar from './ConsoleTopBar.tsx';
import StaffGate, { type StaffMember } from './StaffGate.tsx';
import { consoleTitle, type ConsoleView } from './console-views.ts';

interface ConsoleShellProps {
  view: ConsoleView;
  /** The h1: the view's name, or 'Order <id>' for one thing. */
  heading: string;
  ownerOnly?: boolean;
  children: (staff: StaffMember) => ReactNode;
}

export default function ConsoleShell(props: ConsoleShellProps) {
  return <StaffGate>{(staff) => <ShellFrame {...props} staff={staff} />}</StaffGate>;
}

function ShellFrame({
  view,
  heading,
  ownerOnly = false,
  children,
  staff,
}: ConsoleShellProps & { staff: StaffMember }) {
  useEffect(() => {
    document.title = consoleTitle(heading);
  }, [heading]);
  const forbidden = ownerOnly && staff.role !== 'owner';
  return (
    <div className="flex min-h-screen flex-col">
      <ConsoleTopBar email={staff.email} role={staff.role} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <ConsoleNav current={view} role={staff.role} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1">
          <h1 className="mb-6 text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
            {heading}
          </h1>
          {forbidden ? (
            <div
              role="alert"
              className="card border-red-200 p-6 text-red-800 dark:border-red-900 dark:text-red-300"
            >
              <p className="font-semibold">403 Forbidden</p>
              <p>Only owners can open this view.</p>
            </div>
          ) : (
            children(staff)
          )}
        </main>
      </div>
    </div>
  );
}
