/**
 * A plan's facts as one short line each, in the visitor's language, for the plan card and the
 * checkout's summary: one country's networks, hotspot, validity start, speed after fair use. A fact
 * nobody gave says nothing. Pure: an island's page hands it the 'catalogue.facts.' texts.
 */
import { numberFormat } from '../../lib/money.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import { networkGenerations } from './network-generations.ts';
import type { CountryNetworks, PlanFacts } from './plan-facts.ts';

interface FactsOfPlan {
  facts?: PlanFacts;
  data: string;
}

const MB_PER_GB = 1024;

/**
 * The lines for `plan`; `country` is the code whose networks to name (a country page's, or a
 * single-country plan's), null to name none.
 */
export function planFactLines(plan: FactsOfPlan, country: string | null, t: Translator): string[] {
  const { facts } = plan;
  if (!facts) return [];
  const lines: string[] = [];
  const networks = facts.networks.find((entry) => entry.country === country);
  if (networks && networks.operators.length > 0)
    lines.push(t('catalogue.facts.networks', { networks: networksText(networks) }));
  if (facts.hotspot !== null)
    lines.push(t(facts.hotspot ? 'catalogue.facts.hotspotAllowed' : 'catalogue.facts.noHotspot'));
  if (facts.validityStarts !== null)
    lines.push(
      t(
        facts.validityStarts === 'installation'
          ? 'catalogue.facts.startsOnInstallation'
          : 'catalogue.facts.startsOnConnection',
      ),
    );
  if (facts.fairUse && /^unlimited$/i.test(plan.data.trim())) {
    const speed = speedText(facts.fairUse.speedKbps, t);
    lines.push(
      facts.fairUse.thresholdMb === null
        ? t('catalogue.facts.fairUseSpeed', { speed })
        : t('catalogue.facts.fairUse', { speed, amount: amountText(facts.fairUse.thresholdMb, t) }),
    );
  }
  return lines;
}

/**
 * 'Orange · SFR — 5G' when they share their best generation, else 'Orange 5G · SFR 4G'; an
 * operator without a known generation is named alone.
 */
function networksText({ operators }: CountryNetworks): string {
  const best = operators.map(({ generations }) =>
    networkGenerations.findLast((generation) => generations.includes(generation)),
  );
  const names = operators.map(({ name }) => name);
  if (best.every((generation) => generation === best[0]))
    return best[0] ? `${names.join(' · ')} — ${best[0]}` : names.join(' · ');
  return names.map((name, i) => (best[i] ? `${name} ${best[i]}` : name)).join(' · ');
}

/** 1000 kbit/s → '1 Mbps' ('1 Mbit/s' in French); 512 → '512 kbps'. */
function speedText(kbps: number, t: Translator): string {
  const inMbps = kbps >= 1000 && kbps % 100 === 0;
  const speed = numberFormat(intlLocale(t.locale)).format(inMbps ? kbps / 1000 : kbps);
  return t(inMbps ? 'catalogue.facts.mbps' : 'catalogue.facts.kbps', { speed });
}

/** 2048 MB → '2 GB' ('2 Go' in French, '2GB' in Japanese), 500 → '500 MB'; as plan data is shown. */
function amountText(mb: number, t: Translator): string {
  const inGb = mb >= MB_PER_GB;
  const unitDisplay = t.locale === 'ja' ? 'narrow' : 'short';
  const amount = numberFormat(intlLocale(t.locale), {
    style: 'unit',
    unit: inGb ? 'gigabyte' : 'megabyte',
    unitDisplay,
    maximumFractionDigits: 1,
  });
  return amount.format(inGb ? mb / MB_PER_GB : mb).replaceAll(' ', '\u00a0');
}
