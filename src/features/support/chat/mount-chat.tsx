/**
 * Loaded by ChatLauncher.astro on the first click only (dynamic import), so no page pays for
 * React or the chat before a visitor opens it. The rules, in the page's language, come in as plain
 * JSON (load-chat-rules.ts): no zod here; the panel's texts come from the container's `data-texts`.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { scriptTranslator } from '../../i18n/script-texts.ts';
import { ChatPanel } from './ChatPanel.tsx';
import type { ChatRules } from './chat-rules.ts';

export interface MountedChat {
  open: () => void;
}

/**
 * Renders the chat into `container`; `onToggle` hears every open/hide so the launcher can follow.
 */
export function mountChat(
  container: HTMLElement,
  rules: ChatRules,
  onToggle: (open: boolean) => void,
): MountedChat {
  const root = createRoot(container);
  const t = scriptTranslator(container);
  const render = (open: boolean) =>
    root.render(<ChatPanel rules={rules} t={t} open={open} onHide={hide} />);
  function hide() {
    render(false);
    onToggle(false);
  }
  return {
    open() {
      // Synchronous, so the dialog is visible and focused when the click handler returns.
      flushSync(() => render(true));
      onToggle(true);
    },
  };
}
