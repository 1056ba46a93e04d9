/** The English catalogue: the reference every other language translates. */
import layout from './layout.ts';
import legal from './legal.ts';

export const en = { ...layout, ...legal } as const;
