/** The header's currency picker: shows the page's currency and switches every price on change. */
import { CURRENCIES, type Currency } from './currency-rules.ts';
import { $currency, chooseCurrency } from './currency.store.ts';

for (const picker of document.querySelectorAll<HTMLSelectElement>('select[data-currency-picker]')) {
  // The first-paint script may have switched the page to another currency than it was built with.
  picker.value = $currency.get();
  picker.addEventListener('change', () => {
    if ((CURRENCIES as readonly string[]).includes(picker.value))
      chooseCurrency(picker.value as Currency);
  });
}
