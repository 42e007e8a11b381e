import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants.ts';
import { callFunction } from '@app/lib/api-client.ts';
import { settingsCalls } from '@app/lib/calls.ts';
import { loadLanguage } from '@app/lib/i18n.ts';
import { queryClient } from '@app/lib/query-client.ts';
import { userSettingsQueryKey } from '@app/lib/session.ts';
import { sessionIdAtom } from '@app/lib/session-store.ts';
import type { UserSettings } from '@shared/schemas/session.ts';

/**
 * Русский | English before sign-in (on /auth and the anonymous More sheet). The
 * server keeps the choice in the `lp_lang` cookie and on the session (a brand-new person's
 * first setting); the page switches at once, without a reload. Offline, it still switches.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const sessionId = useAtomValue(sessionIdAtom);
  const [busy, setBusy] = useState(false);
  const choose = async (language: Language) => {
    if (language === i18n.language || busy) return;
    setBusy(true);
    try {
      await callFunction(settingsCalls.updateLanguage, { data: { language } }).catch((err: unknown) =>
        console.error('Saving the language failed', err),
      );
      queryClient.setQueryData<UserSettings>(userSettingsQueryKey(sessionId), (s) => (s ? { ...s, language } : s));
      await loadLanguage(language);
      // Answers that name things (regions, practice areas) come again in the new language.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className} data-testid="language-switch">
      {/* The control's own element is the group (telegram-ui makes it a tablist, which holds tabs only). */}
      <SegmentedControl role="radiogroup" aria-label={t('nav.language')}>
        {LANGUAGES.map((lang) => (
          <SegmentedControl.Item
            key={lang}
            role="radio"
            lang={lang}
            selected={i18n.language === lang}
            aria-checked={i18n.language === lang}
            onClick={() => void choose(lang)}
            data-testid={`language-switch-${lang}`}
          >
            {t(`settings.language.endonyms.${lang}`)}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
    </div>
  );
}
