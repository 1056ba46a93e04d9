/**
 * The SM-DP+ address and activation code to type into a phone's eSIM settings, each with a copy
 * button. Each value reads whole: on one line where it fits, otherwise broken only after its dots
 * and dashes (never into columns of letters on a narrow phone).
 */
import { Fragment } from 'react';
import CopyButton from './CopyButton.tsx';
import type { ManualInstallDetails } from '../orders/install-links.ts';
import type { Translator } from '../i18n/translate.ts';

export default function ManualDetails({
  t,
  details,
}: {
  t: Translator;
  details: ManualInstallDetails;
}) {
  return (
    <dl className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800">
      <ManualField t={t} label={t('esims.smdpAddress')} value={details.smdpAddress} />
      <ManualField t={t} label={t('esims.activationCode')} value={details.activationCode} />
    </dl>
  );
}

/**
 * The label and copy button on one row and the value under them on a phone; all three on one row
 * from `sm`.
 */
function ManualField({ t, label, value }: { t: Translator; label: string; value: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 sm:grid-cols-[8rem_1fr_auto]">
      <dt className="col-start-1 row-start-1 text-sm text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="col-span-2 col-start-1 row-start-2 font-mono text-sm font-semibold break-words text-slate-900 sm:col-span-1 sm:col-start-2 sm:row-start-1 dark:text-white">
        <BreakableAtDots value={value} />
      </dd>
      <dd className="col-start-2 row-start-1 sm:col-start-3">
        <CopyButton t={t} value={value} name={label} />
      </dd>
    </div>
  );
}

/** `value` with a line-break opportunity after each dot and dash, and none inside its words. */
function BreakableAtDots({ value }: { value: string }) {
  const parts = value.split(/(?<=[.-])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
