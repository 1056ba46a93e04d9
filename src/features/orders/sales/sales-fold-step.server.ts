/**
 * The re-drive's sales step: folds the waiting events, then, with the time left, adds a batch of
 * old days to the shop totals and sweeps a batch of old markers. Its backlog is the events still
 * waiting; `memo` keeps since when there has been one, for the console and the owners' alert.
 */
import { foldSalesEvents, type FoldInput } from './sales-fold.server.ts';
import { backfillShopTotals } from './sales-totals.server.ts';
import { sweepOldMarkers } from './sales-marker-sweep.server.ts';

export interface SalesStepInput extends FoldInput {
  memo: string | null;
}

export async function runSalesFold({ now, outOfTime, memo }: SalesStepInput) {
  const fold = await foldSalesEvents({ now, outOfTime });
  const totals = outOfTime() ? null : await backfillShopTotals({ outOfTime });
  const markers = outOfTime() ? null : await sweepOldMarkers({ now, outOfTime });
  const waiting = fold.left > 0 || fold.more;
  const since = waiting ? Number(memo) || now : null;
  return {
    cursor: null,
    left: fold.left,
    more: fold.more,
    oldestAt: since,
    // An empty memo ends the backlog's episode.
    memo: since === null ? '' : String(since),
    result: { fold, totals, markers },
  };
}
