/**
 * A plan's data, validity and name in the visitor's language ('5 Go · 7 jours') from the
 * spreadsheet's English ('5GB 7 Days'), which the English shop shows as written. Pure: an island's
 * page hands it the 'catalogue.planLabel.' texts.
 */
import { numberFormat } from '../../lib/money.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';

interface PlanFacts {
  name: string;
  data: string;
  duration: string;
}

const UNITS = { gb: 'gigabyte', mb: 'megabyte' } as const;

/** '5GB' → '5 Go' (fr), '1.5GB' → '1,5 GB' (de), 'Unlimited' → 'Illimité'. */
export function planData(plan: Pick<PlanFacts, 'data'>, t: Translator): string {
  if (t.locale === DEFAULT_LOCALE) return plan.data;
  if (/^unlimited$/i.test(plan.data.trim())) return t('catalogue.planLabel.unlimited');
  const match = /^(\d+(?:\.\d+)?)\s*(gb|mb)$/i.exec(plan.data.trim());
  if (!match) return plan.data;
  const unit = UNITS[match[2]!.toLowerCase() as keyof typeof UNITS];
  // Japanese writes '5GB', without the space of Intl's short form.
  const unitDisplay = t.locale === 'ja' ? 'narrow' : 'short';
  const amount = numberFormat(intlLocale(t.locale), { style: 'unit', unit, unitDisplay });
  // Spanish and Italian get a breaking space from Intl: an amount never wraps from its unit.
  return amount.format(Number(match[1])).replaceAll(' ', '\u00a0');
}

/** '7 Days' → '7 jours' (fr), '1 Day' → '1日間' (ja). */
export function planDuration(plan: Pick<PlanFacts, 'duration'>, t: Translator): string {
  if (t.locale === DEFAULT_LOCALE) return plan.duration;
  const match = /^(\d+)\s*days?$/i.exec(plan.duration.trim());
  return match ? t.plural('catalogue.planLabel.days', Number(match[1])) : plan.duration;
}

/** The plan's name: its data and validity ('5 Go · 7 jours'); in English, the spreadsheet's. */
export function planLabel(plan: PlanFacts, t: Translator): string {
  if (t.locale === DEFAULT_LOCALE) return plan.name;
  return t('catalogue.planLabel.label', {
    data: planData(plan, t),
    duration: planDuration(plan, t),
  });
}
