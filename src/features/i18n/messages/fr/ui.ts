/** The shared building blocks of every page: the toast region and form fields. */
import type { Translation } from '../index.ts';
import type english from '../en/ui.ts';

export default {
  'ui.toaster.region': 'Notifications',
  'ui.toaster.close': 'Fermer la notification',
  'ui.error.unexpected': 'Une erreur inattendue s’est produite.',
  'ui.field.optional': 'Facultatif',
} as const satisfies Translation<typeof english>;
