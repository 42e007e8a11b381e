import type { FieldError as FormFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@app/ui/field-error.tsx';
import { LIMITS } from '../constants.ts';
import { AutoTextarea } from '@app/ui/auto-textarea.tsx';
import { TitleTextarea } from '@app/ui/title-textarea.tsx';
import type { EntityType } from '../state/dialogs.ts';

/** The title every entity has (required, spec §5), its error under it. */
export function TitleField({
  type,
  registration,
  error,
}: {
  type: EntityType;
  registration: UseFormRegisterReturn;
  error?: FormFieldError;
}) {
  const { t } = useTranslation();
  return (
    <label className="pl-field">
      <span className="pl-field__label">
        {t('planner.form.title')}{' '}
        <span className="pl-required" aria-hidden>
          *
        </span>
      </span>
      <TitleTextarea
        className={`pl-input pl-input--title${error ? ' is-invalid' : ''}`}
        maxLength={LIMITS.title}
        required
        aria-invalid={!!error}
        placeholder={t(`planner.form.titlePlaceholder.${type}`)}
        {...registration}
        data-testid="entity-title"
      />
      <FieldError error={error} className="pl-field__error" />
    </label>
  );
}

/** The optional description, growing with its text. */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string | null | undefined;
  onChange: (next: string) => void;
  error?: FormFieldError;
}) {
  const { t } = useTranslation();
  return (
    <label className="pl-field">
      <span className="pl-field__label">{t('planner.form.description')}</span>
      <AutoTextarea
        minHeight={120}
        className="pl-input pl-textarea"
        value={value ?? ''}
        maxLength={LIMITS.description}
        aria-invalid={!!error}
        placeholder={t('planner.form.descriptionPlaceholder')}
        onChange={(ev) => onChange(ev.target.value)}
        data-testid="entity-description"
      />
      <FieldError error={error} className="pl-field__error" />
    </label>
  );
}
