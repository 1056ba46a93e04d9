/**
 * 'When do you travel?' on the billing card: an optional native date picker from today to a year
 * ahead, so the install reminder can come the day before the trip.
 */
import { useState } from 'react';
import { CONTROL_CLASS, LabelledField } from '../../components/ui/FormField.tsx';
import type { Translator } from '../i18n/translate.ts';
import { localDay, TRAVEL_DATE_MAX_DAYS } from '../orders/travel-date.ts';

export default function TravelDateField({ t, given }: { t: Translator; given?: string }) {
  // Read once: the bounds are the shopper's own today, on their device's calendar.
  const [range] = useState(() => {
    const today = new Date();
    const last = new Date(today);
    last.setDate(today.getDate() + TRAVEL_DATE_MAX_DAYS);
    return { min: localDay(today), max: localDay(last) };
  });
  return (
    <LabelledField
      form="billing"
      name="travelDate"
      label={t('checkout.travelDate')}
      hint={t('checkout.travelDateHint')}
      optional={t('checkout.optional')}
    >
      {(control) => (
        <input
          {...control}
          type="date"
          min={range.min}
          max={range.max}
          defaultValue={given}
          className={CONTROL_CLASS}
        />
      )}
    </LabelledField>
  );
}
