/**
 * What the admin functions answer, shared by the functions and the admin page
 * (docs/product.md#entity-admin-stats, #api-routes).
 */
export interface AdminStats {
  totalPlans: number;
  totalCountries: number;
  totalOrders: number;
}

/** Where a spreadsheet is wrong: the row Excel shows, the column letter, and what to fix. */
interface RowProblem {
  row: number;
  column: string | null;
  message: string;
}

/** A refused upload: the message, and for a readable file the problems row by row. */
export interface UploadRefusal {
  message: string;
  errors?: RowProblem[];
  /** How many problems there are in all (the list is capped). */
  errorCount?: number;
}

/**
 * Where an upload's plan facts came from: the eSIM provider now, or (unreachable) the facts the
 * previous catalogue kept; `message` says it for the console.
 */
export interface ProviderFactsOutcome {
  source: 'provider' | 'kept';
  /** When the provider answered; null when it could not be reached. */
  fetchedAt: string | null;
  /** Plans that have the provider's facts. */
  withFacts: number;
  message: string;
}

/** An accepted upload (or restore): how many plans are live now and what changed. */
export interface CatalogueReplaced {
  count: number;
  added: number;
  changed: number;
  removed: number;
  version: string;
  /** An upload only: where its plan facts came from. */
  providerFacts?: ProviderFactsOutcome;
}

interface RebuildStatus {
  requestedAt: string;
  version: string;
  outcome: 'requested' | 'failed' | 'no-hook';
  message?: string;
}

/** The live catalogue as the admin page shows it. */
export interface CatalogueStatus {
  version: string;
  updatedAt: string;
  planCount: number;
  /** True when an earlier catalogue is kept and can be restored. */
  canRestore: boolean;
  /** When the provider's plan facts were last fetched (the newest of them); null when never. */
  factsFetchedAt: string | null;
  rebuild: RebuildStatus | null;
}

/** What the build writes to /build-info.json: which catalogue the served pages show. */
export interface BuildInfo {
  builtAt: string;
  catalogueVersion: string;
  planCount: number;
}

/** The file name must end in .xlsx or .xls (docs/product.md#validation-upload). */
export function isExcelFileName(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name.trim());
}

/** The upload's toasts (docs/product.md#errors-upload). */
export const uploadToasts = {
  invalidType: {
    title: 'Invalid file type',
    description: 'Please upload an Excel file (.xlsx or .xls)',
  },
  failedTitle: 'Upload failed',
  successTitle: 'Upload successful!',
  successDescription: (count: number) => `${count} plans imported successfully.`,
} as const;
