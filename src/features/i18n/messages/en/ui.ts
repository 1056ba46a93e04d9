/** The shared building blocks of every page: the toast region and form fields. */
export default {
  'ui.toaster.region': 'Notifications',
  'ui.toaster.close': 'Close notification',
  'ui.error.unexpected': 'Unexpected error occurred.',
  'ui.field.optional': 'Optional',
} as const;
