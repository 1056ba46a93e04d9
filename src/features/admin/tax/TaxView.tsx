/** /admin/tax, owners only: the tax of a quarter (TaxPanel.tsx). */
import TaxPanel from './TaxPanel.tsx';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function TaxView() {
  return (
    <ConsoleShell view="tax" heading="Tax" ownerOnly>
      {() => <TaxPanel />}
    </ConsoleShell>
  );
}
