import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/constants.ts';
import { ApiError, callFunction } from '../../../lib/api-client.ts';

/** The two failures the spec names (sections §8), as i18n keys of settings.language. */
export type LanguageChangeFailure = 'updateFailed' | 'startFailed';

export class LanguageChangeError extends Error {
  constructor(readonly failure: LanguageChangeFailure, cause: unknown) {
    super(failure, { cause });
  }
}

export async function updateLanguage(language: Language): Promise<void> {
  try {
    await callFunction<{ language: Language }>('settings', { action: 'updateLanguage', data: { language } });
  } catch (err) {
    // The server refused: the preference was not saved. Anything else (offline, a bug):
    // the change never started.
    const refused = err instanceof ApiError && err.status > 0;
    throw new LanguageChangeError(refused ? 'updateFailed' : 'startFailed', err);
  }
}

/** Spec sections §4 Language change: save the preference, then reload the page in it. */
export function useUpdateLanguage({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  return useMutation<void, LanguageChangeError, Language>({
    mutationFn: updateLanguage,
    onSuccess: (_data, language) => {
      try {
        // Start-up reads this before the settings arrive: the reload paints in the new language at once.
        localStorage.setItem('language', language);
      } catch {
        /* private mode */
      }
      reload();
    },
  });
}
