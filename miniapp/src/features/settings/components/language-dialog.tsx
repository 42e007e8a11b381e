import { Button, Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../../shared/constants.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useUpdateLanguage } from '../api/settings.ts';

export interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: Language;
}

/** Русский or English; saving stores the preference and reloads the app in it. */
export function LanguageDialog({ open, onOpenChange, current }: LanguageDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Language>(current);
  const update = useUpdateLanguage();
  // Once saved the page reloads: keep the spinner until it does.
  const saving = update.isPending || update.isSuccess;

  useEffect(() => {
    if (!open) return;
    setChoice(current);
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on each opening only
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.language.dialogTitle')}
      busy={saving}
      data-testid="language-dialog"
      footer={
        <Button size="l" stretched loading={saving} disabled={choice === current} onClick={() => update.mutate(choice)} data-testid="language-save">
          {t('common.save')}
        </Button>
      }
    >
      <Section className="lp-dialog__section">
        <div role="radiogroup" aria-label={t('settings.language.label')}>
          {LANGUAGES.map((lang) => {
            const endonym = t(`settings.language.endonyms.${lang}`);
            // "English / Английский": the name in the current language only where it differs.
            const name = t(`settings.language.names.${lang}`);
            return (
              <Cell
                key={lang}
                Component="label"
                before={<Radio name="language" value={lang} checked={choice === lang} onChange={() => setChoice(lang)} disabled={saving} />}
                description={name !== endonym ? name : undefined}
                data-testid={`language-option-${lang}`}
              >
                {endonym}
              </Cell>
            );
          })}
        </div>
      </Section>
      {update.error && (
        <p className="lp-form-error" role="alert" data-testid="language-error">
          {t(`settings.language.${update.error.failure}`)}
        </p>
      )}
    </Dialog>
  );
}
