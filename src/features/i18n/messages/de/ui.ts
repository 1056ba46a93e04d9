/** The shared building blocks of every page: the toast region and form fields. */
import type { Translation } from '../index.ts';
import type english from '../en/ui.ts';

export default {
  'ui.toaster.region': 'Benachrichtigungen',
  'ui.toaster.close': 'Benachrichtigung schließen',
  'ui.error.unexpected': 'Ein unerwarteter Fehler ist aufgetreten.',
  'ui.field.optional': 'Optional',
} as const satisfies Translation<typeof english>;
