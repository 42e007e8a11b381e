import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants.ts';
import { ERROR_STATUS } from '@shared/errors.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { translations } from '@shared/locales/index.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('error texts', () => {
  it('has a text in every language for every error code, and no text without a code', () => {
    const codes = Object.keys(ERROR_STATUS).sort();
    for (const lang of LANGUAGES) {
      const keys = [
        ...new Set(Object.keys(translations[lang].errors as object).map((k) => k.replace(PLURAL, ''))),
      ].sort();
      expect(keys, lang).toEqual(codes);
    }
  });

  it('keeps the spec’s English refusals word for word and says them in Russian', () => {
    const t = createTranslator();
    expect(t('en')('errors.cannot_change_space_selection')).toBe('Only space owners can change space selection');
    expect(t('en')('errors.no_session')).toBe('No session found');
    expect(t('ru')('errors.no_session')).toBe('Сессия не найдена');
    expect(t('ru')('errors.cannot_change_tasks')).toBe('Наблюдатели не могут изменять задачи');
  });
});
