/** The shared building blocks of every page: the toast region and form fields. */
import type { Translation } from '../index.ts';
import type english from '../en/ui.ts';

export default {
  'ui.toaster.region': 'Notifiche',
  'ui.toaster.close': 'Chiudi la notifica',
  'ui.error.unexpected': 'Si è verificato un errore imprevisto.',
  'ui.field.optional': 'Facoltativo',
} as const satisfies Translation<typeof english>;
