/** The shared building blocks of every page: the toast region and form fields. */
import type { Translation } from '../index.ts';
import type english from '../en/ui.ts';

export default {
  'ui.toaster.region': '通知',
  'ui.toaster.close': '通知を閉じる',
  'ui.error.unexpected': '予期しないエラーが発生しました。',
  'ui.field.optional': '任意',
} as const satisfies Translation<typeof english>;
