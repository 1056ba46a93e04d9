/** The shared building blocks of every page: the toast region and form fields. */
import type { Translation } from '../index.ts';
import type english from '../en/ui.ts';

export default {
  'ui.toaster.region': 'Notificaciones',
  'ui.toaster.close': 'Cerrar la notificación',
  'ui.error.unexpected': 'Se ha producido un error inesperado.',
  'ui.field.optional': 'Opcional',
} as const satisfies Translation<typeof english>;
