/**
 * On an eSIM's card in My Orders, once the rescue check found it at its destination with no data
 * used: the three settings to check, for iPhone and Android, and the way to the chat and the
 * contact page (docs/decisions/0049-no-data-on-arrival-rescue.md).
 */
import type { CustomerOrder } from '../../orders/order.ts';
import { localizedPath } from '../../i18n/locales.ts';
import type { Translator } from '../../i18n/translate.ts';
import { noDataSteps, noDataTitle } from './no-data-steps.ts';

/** The site's chat opens from its launcher button; the banner's button presses it. */
function openChat() {
  document.querySelector<HTMLButtonElement>('[data-chat-launcher]')?.click();
}

export default function NoDataBanner({ t, order }: { t: Translator; order: CustomerOrder }) {
  if (!order.noData) return null;
  const headingId = `no-data-${order.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h3 id={headingId} className="text-base font-semibold">
        {noDataTitle(order.noData, t)}
      </h3>
      <p className="mt-1">{t('esims.noData.intro')}</p>
      <ol className="mt-3 list-decimal space-y-3 pl-5">
        {noDataSteps(order.noData, t).map((step) => (
          <li key={step.title}>
            <p className="font-semibold">{step.title}</p>
            {step.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            <p className="mt-1">{step.iphone}</p>
            <p className="mt-1">{step.android}</p>
          </li>
        ))}
      </ol>
      <p className="mt-3">{t('esims.noData.restart')}</p>
      <p className="mt-1">{t('esims.noData.help')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={openChat}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('esims.noData.chat')}
        </button>
        <a
          href={localizedPath(t.locale, '/contact')}
          className="inline-flex min-h-11 items-center rounded-lg border border-amber-400 px-4 py-2 font-semibold hover:bg-amber-100 dark:border-amber-600 dark:hover:bg-amber-900/40"
        >
          {t('esims.noData.contact')}
        </a>
      </div>
    </section>
  );
}
