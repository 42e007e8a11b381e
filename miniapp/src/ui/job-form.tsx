import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CAREER_LIMITS,
  SALARY_CURRENCIES,
  SALARY_DEFAULTS,
  SALARY_PERIODS,
  WORK_FORMATS,
  WORK_STATUSES,
  WORK_TYPES,
  type SalaryCurrency,
  type SalaryPeriod,
} from '@shared/career/constants.ts';
import { issueMessage } from '@shared/i18n/validation.ts';
import { jobInput, salarySchema, type Job, type JobInput, type Salary } from '@shared/schemas/career.ts';
import { useZodForm } from '../lib/forms/use-zod-form.ts';
import { AutoTextarea } from './auto-textarea.tsx';
import { FieldError } from './field-error.tsx';
import { formActions } from './form-actions.tsx';
import { Modal } from './modal.tsx';
import { useFormDraft } from '../lib/forms/use-form-draft.ts';
import { useTelegramButtons } from '../lib/telegram/native.tsx';
import { toast } from './toast.ts';
import { ChipToggles } from './chip-toggles.tsx';
import { FormBanner } from './form-banner.tsx';
import './form-fields.css';

/** The job's fields, checked by the call's own schema; the salary is checked on its own (a fixed amount or a range). */
const jobForm = jobInput.options[1].omit({ salary: true, type: true, post_id: true, profile_id: true });
type SalaryMode = 'none' | 'amount' | 'range';

const modeOf = (s: Salary | null | undefined): SalaryMode => (!s ? 'none' : 'amount' in s ? 'amount' : 'range');
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export interface JobFormTexts {
  addTitle: string;
  editTitle: string;
  saved: string;
  saveFailed: string;
}

/**
 * Job form: title, description, work status/type/format, salary (none,
 * fixed, range; monthly in roubles by default). One form for a post's vacancy and a person's
 * resume: `save` sends the job as the caller's feature does (create, or update with `job.id`).
 */
export function JobForm({
  type,
  postId = null,
  job,
  onClose,
  save,
  texts,
  extraActions,
  testId = 'job-form',
}: {
  type: 'vacancy' | 'resume';
  postId?: number | null;
  job: Job | null;
  onClose: () => void;
  save: (job: JobInput, id: number | null) => Promise<unknown>;
  texts: JobFormTexts;
  /** more buttons in the footer (the resume's Delete) */
  extraActions?: React.ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(jobForm, {
    defaultValues: {
      title: job?.title ?? '',
      description: job?.description ?? '',
      work_status: job?.work_status ?? [],
      work_type: job?.work_type ?? [],
      work_format: job?.work_format ?? [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [saveError, setSaveError] = useState<unknown>(null);
  const [mode, setMode] = useState<SalaryMode>(modeOf(job?.salary));
  const [amount, setAmount] = useState(job?.salary && 'amount' in job.salary ? String(job.salary.amount) : '');
  const [from, setFrom] = useState(job?.salary && 'range' in job.salary ? String(job.salary.range.from) : '');
  const [to, setTo] = useState(job?.salary && 'range' in job.salary ? String(job.salary.range.to) : '');
  const [period, setPeriod] = useState<SalaryPeriod>(job?.salary?.period ?? SALARY_DEFAULTS.period);
  const [currency, setCurrency] = useState<SalaryCurrency>(job?.salary?.currency ?? SALARY_DEFAULTS.currency);
  const [salaryError, setSalaryError] = useState<string | null>(null);

  const readSalary = (): { ok: true; salary: Salary | null } | { ok: false } => {
    if (mode === 'none') return { ok: true, salary: null };
    const raw =
      mode === 'amount'
        ? { amount: num(amount), period, currency }
        : { range: { from: num(from), to: num(to) }, period, currency };
    const parsed = salarySchema.options[mode === 'amount' ? 0 : 1].safeParse(raw);
    if (parsed.success) return { ok: true, salary: parsed.data };
    setSalaryError(issueMessage(parsed.error.issues[0]!, (k, p) => t(k, p ?? {})));
    return { ok: false };
  };

  // Typing survives a closed app or a reload (the salary fields start afresh); Cancel discards it.
  const draft = useFormDraft(form, `job:${type}:${postId ?? 'own'}:${job?.id ?? 'new'}`);
  const cancel = () => {
    draft.clear();
    onClose();
  };

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    setSalaryError(null);
    const salary = readSalary();
    void form.handleSubmit(async (data) => {
      if (!salary.ok) return;
      setSaveError(null);
      try {
        const fields = { ...data, salary: salary.salary };
        const body: JobInput =
          type === 'vacancy' ? { type, post_id: postId!, ...fields } : { type, post_id: null, ...fields };
        await save(body, job?.id ?? null);
        draft.clear();
        toast.success(texts.saved);
        onClose();
      } catch (err) {
        setSaveError(err);
      }
    })();
  };

  // Inside Telegram its own buttons save and cancel.
  const tg = useTelegramButtons({
    main: {
      text: t('posts.attachments.save'),
      onClick: () => submit(),
      loading: isSubmitting,
      disabled: form.formState.isSubmitted && !form.formState.isValid,
    },
    secondary: { text: t('common.cancel'), onClick: cancel, disabled: isSubmitting },
  });

  const field = (key: string) => `${id}-${key}`;
  return (
    <Modal
      open
      onClose={cancel}
      unsaved={form.formState.isDirty}
      busy={isSubmitting}
      size="md"
      closeOnBackdrop={false}
      title={job ? texts.editTitle : texts.addTitle}
      testId={testId}
      footer={formActions({
        shown: tg,
        formId: id,
        busy: isSubmitting,
        onCancel: cancel,
        cancelText: t('common.cancel'),
        saveText: t('posts.attachments.save'),
        saveTestId: 'job-form-save',
        extra: extraActions,
      })}
    >
      <form id={id} className="post-form" noValidate onSubmit={submit}>
        {saveError !== null && (
          <FormBanner
            error={saveError}
            title={texts.saveFailed}
            onClose={() => setSaveError(null)}
            testId="job-form-error"
          />
        )}
        <label className="post-field">
          <span className="post-field__label">
            {t('posts.attachments.job.title')}{' '}
            <span className="post-required" aria-hidden>
              *
            </span>
          </span>
          <input
            className="post-input"
            maxLength={CAREER_LIMITS.title}
            aria-invalid={!!errors.title}
            {...form.register('title')}
            data-testid="job-form-title"
          />
          <FieldError error={errors.title} className="post-field__error" />
        </label>
        <Controller
          control={form.control}
          name="description"
          render={({ field: f }) => (
            <label className="post-field">
              <span className="post-field__label">
                {t('posts.attachments.job.description')}{' '}
                <span className="post-required" aria-hidden>
                  *
                </span>
              </span>
              <AutoTextarea
                minHeight={96}
                className="post-input post-textarea"
                value={f.value ?? ''}
                onChange={(e) => f.onChange(e.target.value)}
                onBlur={f.onBlur}
                maxLength={CAREER_LIMITS.description}
                aria-invalid={!!errors.description}
                data-testid="job-form-description"
              />
              <FieldError error={errors.description} className="post-field__error" />
            </label>
          )}
        />
        <Controller
          control={form.control}
          name="work_status"
          render={({ field: f }) => (
            <ChipToggles
              label={t('career.filters.workStatus')}
              options={WORK_STATUSES}
              value={f.value ?? []}
              onChange={f.onChange}
              text={(v) => t(`career.workStatus.${v}`)}
              testId="job-form-status"
            />
          )}
        />
        <Controller
          control={form.control}
          name="work_type"
          render={({ field: f }) => (
            <ChipToggles
              label={t('career.filters.workType')}
              options={WORK_TYPES}
              value={f.value ?? []}
              onChange={f.onChange}
              text={(v) => t(`career.workType.${v}`)}
              testId="job-form-type"
            />
          )}
        />
        <Controller
          control={form.control}
          name="work_format"
          render={({ field: f }) => (
            <ChipToggles
              label={t('career.filters.workFormat')}
              options={WORK_FORMATS}
              value={f.value ?? []}
              onChange={f.onChange}
              text={(v) => t(`career.workFormat.${v}`)}
              testId="job-form-format"
            />
          )}
        />
        <fieldset className="post-att-form__group">
          <legend className="post-field__label">{t('career.filters.salary')}</legend>
          <div className="post-att-form__toggles" role="radiogroup">
            {(['none', 'amount', 'range'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                className={`post-att-toggle${mode === m ? ' is-on' : ''}`}
                onClick={() => {
                  setMode(m);
                  setSalaryError(null);
                }}
                data-testid={`job-form-salary-${m}`}
              >
                {t(`posts.attachments.job.salary.${m}`)}
              </button>
            ))}
          </div>
          {mode !== 'none' && (
            <div className="post-att-form__row">
              {mode === 'amount' ? (
                <label className="post-field">
                  <span className="post-field__hint">{t('posts.attachments.job.salary.amountLabel')}</span>
                  <input
                    className="post-input"
                    inputMode="numeric"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
                    data-testid="job-form-amount"
                  />
                </label>
              ) : (
                <>
                  <label className="post-field">
                    <span className="post-field__hint">{t('career.filters.salaryFrom')}</span>
                    <input
                      className="post-input"
                      inputMode="numeric"
                      value={from}
                      onChange={(e) => setFrom(e.target.value.replace(/\D/g, ''))}
                      data-testid="job-form-from"
                    />
                  </label>
                  <label className="post-field">
                    <span className="post-field__hint">{t('career.filters.salaryTo')}</span>
                    <input
                      className="post-input"
                      inputMode="numeric"
                      value={to}
                      onChange={(e) => setTo(e.target.value.replace(/\D/g, ''))}
                      data-testid="job-form-to"
                    />
                  </label>
                </>
              )}
              <label className="post-field">
                <span className="post-field__hint">{t('career.filters.salaryPeriod')}</span>
                <select
                  className="post-input"
                  id={field('period')}
                  value={period}
                  onChange={(e) => setPeriod(e.target.value as SalaryPeriod)}
                  data-testid="job-form-period"
                >
                  {SALARY_PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`career.salaryPeriod.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="post-field">
                <span className="post-field__hint">{t('career.filters.salaryCurrency')}</span>
                <select
                  className="post-input"
                  value={currency}
                  onChange={(e) => setCurrency(e.target.value as SalaryCurrency)}
                  data-testid="job-form-currency"
                >
                  {SALARY_CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`career.salaryCurrency.${c}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          <FieldError error={salaryError} className="post-field__error" testId="job-form-salary-error" />
        </fieldset>
      </form>
    </Modal>
  );
}
