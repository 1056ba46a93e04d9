/**
 * What a message to a customer says of the plan they bought, in the message's language: its name,
 * data, validity and where it works (a country's name from CLDR and our table, a region's from
 * the translator).
 */
import type { Translator } from '../i18n/translate.ts';
import { countryNameIn } from './place-names.ts';
import { planData, planDuration, planLabel } from './plan-label.ts';
import { isMultiCountry } from './plan-kind.ts';
import type { Plan } from './plan.ts';

type SoldPlan = Pick<Plan, 'name' | 'data' | 'duration' | 'country' | 'countryCode'> &
  Partial<Pick<Plan, 'coveredCountries'>>;

export interface PlanWords {
  plan: string;
  data: string;
  duration: string;
  country: string;
}

export function planWordsIn(plan: SoldPlan, t: Translator): PlanWords {
  const multi = isMultiCountry({ coveredCountries: [], ...plan });
  return {
    plan: planLabel(plan, t),
    data: planData(plan, t),
    duration: planDuration(plan, t),
    country: multi
      ? t.regionName(plan.country)
      : countryNameIn(t.locale, plan.countryCode, plan.country),
  };
}
