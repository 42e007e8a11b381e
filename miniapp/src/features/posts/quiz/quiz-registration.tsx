import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRegistrationValue } from '@shared/quiz/rules.ts';
import type { Quiz } from '@shared/schemas/quiz.ts';
import { FieldError } from '@app/ui/field-error.tsx';

const INPUT_TYPE = { text: 'text', email: 'email', phone: 'tel', number: 'text' } as const;
const INPUT_MODE = { text: 'text', email: 'email', phone: 'tel', number: 'numeric' } as const;

/** The quiz's registration form, checked as the server checks it. */
export function QuizRegistration({
  fields,
  values,
  onChange,
  onDone,
}: {
  fields: Quiz['registration'];
  values: Record<string, string>;
  onChange: (v: Record<string, string>) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const problems = Object.fromEntries(fields.map((f) => [f.id, checkRegistrationValue(f, values[f.id])]));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (fields.every((f) => !problems[f.id])) onDone();
  };
  return (
    <form className="quiz-reg" onSubmit={submit} noValidate data-testid="quiz-registration">
      <h3 className="quiz-player__heading">{t('quiz.player.registrationTitle')}</h3>
      {fields.map((f) => {
        const problem = checked ? problems[f.id] : null;
        return (
          <label key={f.id} className="quiz-field">
            <span className="quiz-field__label">
              {f.label}
              {f.required && ' *'}
            </span>
            <input
              className="quiz-input"
              type={INPUT_TYPE[f.type]}
              inputMode={INPUT_MODE[f.type]}
              placeholder={f.placeholder}
              value={values[f.id] ?? ''}
              aria-invalid={!!problem}
              aria-required={f.required}
              onChange={(e) => onChange({ ...values, [f.id]: e.target.value })}
              data-testid={`quiz-reg-${f.id}`}
            />
            <FieldError error={problem ? t(`quiz.player.registration.${problem}`) : null} />
          </label>
        );
      })}
      <Button type="submit" mode="filled" size="m" stretched data-testid="quiz-reg-continue">
        {t('quiz.player.continue')}
      </Button>
    </form>
  );
}
