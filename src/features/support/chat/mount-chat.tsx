/**
 * Loaded by ChatLauncher.astro on the first click only (dynamic import), so no page pays for
 * React or the chat before a visitor opens it. The rules of the page's language come in as plain
 * JSON (load-chat-rules.ts): no zod here; the panel's texts come from the container's `data-texts`.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { pageLocale, scriptTranslator } from '../../i18n/script-texts.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { loadChatRules } from './load-chat-rules.ts';

export interface MountedChat {
  open: () => void;
}

/**
 * Renders the chat into `container`; `onToggle` hears every open/hide so the launcher can follow.
 */
export async function mountChat(
  container: HTMLElement,
  onToggle: (open: boolean) => void,
): Promise<MountedChat> {
  const rules = await loadChatRules(pageLocale());
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
