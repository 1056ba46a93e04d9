/** A closed account can be reopened by its mailed link for this long, then it is erased. */
export const CLOSURE_UNDO_DAYS = 7;
export const CLOSURE_UNDO_MS = CLOSURE_UNDO_DAYS * 24 * 60 * 60 * 1000;
