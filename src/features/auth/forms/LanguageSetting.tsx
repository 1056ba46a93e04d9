/**
 * The account's language, in the profile card: every mail to the customer is written in it. A
 * change is saved at once (PATCH /api/auth/user) and the shared user follows the answer.
 */
import { useState, type ChangeEvent } from 'react';
import { api, serverMessageOr } from '../../../lib/api-client.ts';
import { LabelledField, CONTROL_CLASS } from '../../../components/ui/FormField.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import type { Translator } from '../../i18n/translate.ts';
import { languageChoices } from '../account-language.ts';
import type { CurrentUser } from '../auth.ts';
import { $currentUser } from '../user.store.ts';

export default function LanguageSetting({ user, t }: { user: CurrentUser; t: Translator }) {
  const [saving, setSaving] = useState(false);

  async function change(event: ChangeEvent<HTMLSelectElement>) {
    const locale = event.target.value as Locale;
    setSaving(true);
    try {
      const saved = await api.patch<CurrentUser>('/api/auth/user', { locale });
      $currentUser.set({ status: 'ready', user: saved });
      showToast({
        title: t('account.profile.languageSaved'),
        description: t('account.profile.languageSavedDescription', {
          language: LOCALE_NAMES[saved.locale],
        }),
      });
    } catch (error) {
      showToast({
        title: t('account.profile.languageFailedTitle'),
        description: serverMessageOr(error, t('account.profile.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <LabelledField
      form="account"
      name="locale"
      label={t('account.profile.language')}
      hint={t('account.profile.languageHint')}
    >
      {(control) => (
        <select
          {...control}
          value={user.locale}
          onChange={(event) => void change(event)}
          disabled={saving}
          className={CONTROL_CLASS}
        >
          {languageChoices(user.locale).map(({ locale, name }) => (
            <option key={locale} value={locale} lang={locale}>
              {name}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
