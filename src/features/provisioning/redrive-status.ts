/** What the console shows of each re-drive step (GET /api/admin/redrive); no server code. */
export interface RedriveStepStatus {
  name: string;
  /** Items the last run left for a later one; `more`: at least that many. */
  backlog: number;
  more: boolean;
  /** When the oldest item left began to wait (ISO), and how long ago; null when none is left. */
  oldestAt: string | null;
  oldestAgeMs: number | null;
  /** When the step last went through all its work; null before its first full pass. */
  lastFullPassAt: string | null;
  lastRunAt: string;
  /** Its backlog is older than an hour: the owners have been mailed. */
  behind: boolean;
  /** Why its last run failed, if it did. */
  lastError: string | null;
}

export interface RedriveStatusAnswer {
  steps: RedriveStepStatus[];
}
