/** The English catalogue: the reference every other language translates. */
import layout from './layout.ts';

export const en = { ...layout } as const;
