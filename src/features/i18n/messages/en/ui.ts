/** The shared building blocks of every page: the toast region. */
export default {
  'ui.toaster.region': 'Notifications',
  'ui.toaster.close': 'Close notification',
} as const;
