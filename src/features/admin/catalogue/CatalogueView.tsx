/** /admin/catalogue, owners only: the plan upload, the catalogue's versions, the currency rates. */
import CatalogueVersionPanel from './CatalogueVersionPanel.tsx';
import CurrencyRatesPanel from './CurrencyRatesPanel.tsx';
import PlanUpload from './PlanUpload.tsx';
import { useCatalogueData } from './use-catalogue-data.ts';
import ConsoleShell from '../shell/ConsoleShell.tsx';

export default function CatalogueView() {
  return (
    <ConsoleShell view="catalogue" heading="Catalogue and rates" ownerOnly>
      {() => <Catalogue />}
    </ConsoleShell>
  );
}

function Catalogue() {
  const data = useCatalogueData();
  return (
    <div className="grid gap-8">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PlanUpload onImported={data.refresh} />
        <CatalogueVersionPanel
          status={data.catalogue}
          build={data.build}
          onRestored={data.refresh}
        />
      </div>
      <CurrencyRatesPanel onSaved={data.refresh} />
    </div>
  );
}
