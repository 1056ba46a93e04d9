/**
 * The `sales` Blobs store: the one module that opens it. `day/<YYYY-MM-DD>` holds a day's
 * counters (salesDaySchema); `counted/<day>/<event>` marks an event counted, once
 * (`<orderId>.<paid|delivered|failed|refunded>`, `<intent hash>.checkout`); `recount/<day>/<time>`
 * asks the re-drive to recount a day whose count failed.
 */
import * as z from 'zod';
import { storeFamily } from '../../lib/store-family.ts';
import { salesDaySchema } from './sales-day.ts';

const markSchema = z.object({ at: z.string() });

export const salesDays = storeFamily('sales', 'day/', salesDaySchema);
export const countedEvents = storeFamily('sales', 'counted/', markSchema);
export const recountRequests = storeFamily('sales', 'recount/', markSchema);
