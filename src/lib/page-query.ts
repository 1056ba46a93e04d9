/** Query-string pieces the paginated staff lists share: a blank parameter, a page's cursor. */
import * as z from 'zod';
import { positionInCursor } from './list-position.ts';

/** A blank parameter (`?status=`) is an absent one. */
export const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The `cursor` a list answered as `nextCursor`. */
export const pageCursorSchema = z
  .string()
  .refine(
    (value) => positionInCursor(value) !== null,
    'This page link is out of date: search again',
  );
