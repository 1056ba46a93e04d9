/**
 * A row's fact cells, read (fact-cells.ts), checked against the rest of the row: the countries of
 * its networks must be the plan's, and fair use belongs to unlimited plans. The result is the
 * plan's `factOverrides`, merged over the provider's facts at upload (fact-overrides.ts).
 */
import type { PlanFactOverrides } from '../../catalogue/fact-overrides.ts';
import type { CountryNetworks } from '../../catalogue/plan-facts.ts';
import type { WrittenNetworks } from './fact-cells.ts';
import { PLAN_SHEET, type SheetColumn } from './plan-sheet.ts';

export interface FactCells {
  hotspot: boolean | undefined;
  validityStarts: 'first-connection' | 'installation' | undefined;
  networks: WrittenNetworks[] | undefined;
  fairUseSpeed: number | undefined;
  fairUseThreshold: number | undefined;
}

export interface FactRowPlan {
  /** The country code of a single-country plan; null for a region. */
  countryCode: string | null;
  coveredCountries: readonly string[];
  unlimited: boolean;
}

interface FactError {
  column: SheetColumn;
  message: string;
}

export type FactRowResult =
  { ok: true; overrides: PlanFactOverrides | undefined } | { ok: false; errors: FactError[] };

export function rowFactOverrides(cells: FactCells, plan: FactRowPlan): FactRowResult {
  const errors: FactError[] = [];
  const networks = cells.networks && networksOf(cells.networks, plan, errors);
  if (cells.fairUseSpeed !== undefined && !plan.unlimited)
    errors.push({
      column: PLAN_SHEET.fairUseSpeed.column,
      message: 'Speed after fair use is for unlimited plans only',
    });
  if (cells.fairUseThreshold !== undefined && cells.fairUseSpeed === undefined)
    errors.push({
      column: PLAN_SHEET.fairUseThreshold.column,
      message: 'Fair use per day needs a Speed after fair use',
    });
  if (errors.length > 0) return { ok: false, errors };

  const overrides: PlanFactOverrides = {
    ...(networks ? { networks } : {}),
    ...(cells.hotspot === undefined ? {} : { hotspot: cells.hotspot }),
    ...(cells.validityStarts === undefined ? {} : { validityStarts: cells.validityStarts }),
    ...(cells.fairUseSpeed === undefined
      ? {}
      : {
          fairUse: { speedKbps: cells.fairUseSpeed, thresholdMb: cells.fairUseThreshold ?? null },
        }),
  };
  return { ok: true, overrides: Object.keys(overrides).length > 0 ? overrides : undefined };
}

/** Each list given its country: a single-country plan's own when the cell names none. */
function networksOf(
  written: readonly WrittenNetworks[],
  plan: FactRowPlan,
  errors: FactError[],
): CountryNetworks[] | undefined {
  const column = PLAN_SHEET.networks.column;
  const covered = new Set([
    ...plan.coveredCountries,
    ...(plan.countryCode ? [plan.countryCode] : []),
  ]);
  const networks: CountryNetworks[] = [];
  for (const { country, operators } of written) {
    const code = country ?? plan.countryCode;
    if (code === null) {
      errors.push({
        column,
        message:
          'Networks of a multi-country plan need a country code before each list, like "FR: Orange 5G; DE: Telekom 4G"',
      });
      return undefined;
    }
    if (!covered.has(code)) {
      errors.push({ column, message: `Networks name ${code}, which this plan does not cover` });
      return undefined;
    }
    if (networks.some((entry) => entry.country === code)) {
      errors.push({ column, message: `Networks name ${code} twice` });
      return undefined;
    }
    networks.push({ country: code, operators });
  }
  return networks;
}
