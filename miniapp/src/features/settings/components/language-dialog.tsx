import { Button, Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants.ts';
import { Modal } from '@app/ui/modal.tsx';
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
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('settings.language.dialogTitle')}
      size="sm"
      bodyClassName="lp-modal__body--flush"
      busy={saving}
      testId="language-dialog"
      footer={
        <Button
          size="l"
          stretched
          loading={saving}
          disabled={choice === current}
          onClick={() => update.mutate(choice)}
          data-testid="language-save"
        >
          {t('common.save')}
        </Button>
      }
    >
      <Section>
        <div role="radiogroup" aria-label={t('settings.language.label')}>
          {LANGUAGES.map((lang) => {
            const endonym = t(`settings.language.endonyms.${lang}`);
            // "English / Английский": the name in the current language only where it differs.
            const name = t(`settings.language.names.${lang}`);
            return (
              <Cell
                key={lang}
                Component="label"
                before={
                  <Radio
                    name="language"
                    value={lang}
                    checked={choice === lang}
                    onChange={() => setChoice(lang)}
                    disabled={saving}
                  />
                }
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
    </Modal>
  );
}
