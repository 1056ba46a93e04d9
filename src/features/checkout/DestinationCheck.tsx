/**
 * Under the order summary, for a destination travellers confuse with another (Austria and
 * Australia): its flag, where it lies, and a link to each namesake's page
 * (docs/product.md#confusable-destinations).
 */
import type { ReactNode } from 'react';
import Flag from '../../components/ui/Flag.tsx';
import type { ConfusableHint, ConfusableOther } from '../catalogue/confusable-destinations.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';

interface DestinationCheckProps {
  t: Translator;
  code: string;
  /** The destination's name in the page's language. */
  name: string;
  hint: ConfusableHint;
}

/** The question with its `{country}` as a link to that destination's page. */
function question(t: Translator, other: ConfusableOther): ReactNode {
  const mark = '\u0000';
  const [before = '', after = ''] = t(other.question, { country: mark }).split(mark);
  const href = localizedPath(t.locale, `/country/${other.code.toLowerCase()}`);
  return (
    <>
      {before}
      <a href={href} className="font-semibold text-brand-700 underline dark:text-brand-200">
        {other.name}
      </a>
      {after}
    </>
  );
}

export default function DestinationCheck({ t, code, name, hint }: DestinationCheckProps) {
  return (
    <aside
      aria-label={t('checkout.confusable.heading')}
      className="mt-4 grid gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2">
        <Flag code={code} size={20} />
        <span>
          <span className="font-semibold">{name}</span> · {t(hint.area)}
        </span>
      </p>
      {hint.others.map((other) => (
        <p key={other.code}>{question(t, other)}</p>
      ))}
    </aside>
  );
}
