import {
  useWatch,
  type Control,
  type FieldError as FormFieldError,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@app/ui/field-error.tsx';
import { LengthLimit } from '@app/ui/length-limit.tsx';
import { LIMITS } from '../constants.ts';
import { AutoTextarea } from '@app/ui/auto-textarea.tsx';
import { TitleTextarea } from '@app/ui/title-textarea.tsx';
import type { EntityType } from '../state/dialogs.ts';

/** The form's title as it is typed, read here so that a keystroke redraws the counter, not the whole form. */
function TitleLength<T extends FieldValues, C, U extends FieldValues>({
  control,
  hasError,
}: {
  control: Control<T, C, U>;
  hasError: boolean;
}) {
  const title: unknown = useWatch({ control, name: 'title' as never });
  return (
    <LengthLimit
      length={typeof title === 'string' ? title.length : 0}
      max={LIMITS.title}
      showMessage={!hasError}
      testId="entity-title-limit"
    />
  );
}

/** The title every entity has (required), its error under it, and near its limit a counter. */
export function TitleField<T extends FieldValues, C, U extends FieldValues>({
  type,
  registration,
  control,
  error,
  initial,
}: {
  type: EntityType;
  registration: UseFormRegisterReturn<'title'>;
  control: Control<T, C, U>;
  error?: FormFieldError;
  /**
   * The title the form opens with. The form puts it into the field once the field is in the
   * page; a dialog the server draws (a task's address) shows it from the first paint.
   */
  initial?: string;
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
        defaultValue={initial}
        {...registration}
        data-testid="entity-title"
      />
      <FieldError error={error} className="pl-field__error" />
      <TitleLength control={control} hasError={!!error} />
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
