/**
 * A button that copies a value; its accessible name stays 'Copy <name>' while its text reads
 * 'Copied' for a moment.
 */
import { useEffect, useState } from 'react';
import Icon from '../../components/ui/Icon.tsx';
import type { Translator } from '../i18n/translate.ts';

const COPIED_FOR_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

interface CopyButtonProps {
  t: Translator;
  value: string;
  /** What is copied, as the button's name says it ('SM-DP+ address', 'link'). */
  name: string;
  /** The button's text before a copy; 'Copy' unless the button stands on its own. */
  text?: string;
  className?: string;
}

export default function CopyButton({
  t,
  value,
  name,
  text = t('esims.copy'),
  className = 'btn-ghost px-2 py-1 text-sm',
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const reset = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(reset);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an old browser, or no permission): the value stays on screen to select by
      // hand.
      setState('failed');
    }
  }
  return (
    <>
      <button
        type="button"
        aria-label={t('esims.copyName', { name })}
        onClick={() => void copy()}
        className={className}
      >
        <Icon name={state === 'copied' ? 'check' : 'layers'} className="size-4" />
        {state === 'copied' ? t('esims.copied') : state === 'failed' ? t('esims.copyFailed') : text}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? t('esims.onClipboard', { name }) : ''}
      </span>
    </>
  );
}
