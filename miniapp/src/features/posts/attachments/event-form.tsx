import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAREER_LIMITS, EVENT_TYPES } from '@shared/career/constants.ts';
import { isDay } from '@shared/dates/dated.ts';
import { eventInput, type EventItem } from '@shared/schemas/career.ts';
import { useFormDraft } from '@app/lib/forms/use-form-draft.ts';
import { useSetField } from '@app/lib/forms/use-set-field.ts';
import { useTelegramButtons } from '@app/lib/telegram/native.tsx';
import { useZodForm } from '@app/lib/forms/use-zod-form.ts';
import { AutoTextarea } from '@app/ui/auto-textarea.tsx';
import { FieldError } from '@app/ui/field-error.tsx';
import { ImageUpload } from '@app/ui/image-upload.tsx';
import { formActions } from '@app/ui/form-actions.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { toast } from '@app/ui/toast.ts';
import { useCreateEvent, useRegions, useUpdateEvent } from './api.ts';
import { FormBanner } from '@app/ui/form-banner.tsx';

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a `datetime-local` value in the person's own zone (a day: its morning), and back. */
const toLocal = (value: string | null | undefined) => {
  if (!value) return '';
  if (isDay(value)) return `${value}T00:00`;
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? ''
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocal = (v: string) => {
  const d = new Date(v);
  return v && !Number.isNaN(d.getTime()) ? d.toISOString() : null;
};
/** An all-day event's ends are days (`YYYY-MM-DD`), the same days for every reader; a moment gives its local day. */
const toDay = (value: string | null | undefined) => (value ? toLocal(value).slice(0, 10) : '');
const fromDay = (v: string) => (isDay(v) ? v : null);

/** Event form: title, description, type, dates, online/offline, location, link, region, cover. */
export function EventForm({
  postId,
  event,
  onClose,
}: {
  postId: number;
  event: EventItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(eventInput, {
    defaultValues: {
      post_id: postId,
      title: event?.title ?? '',
      description: event?.description ?? '',
      location: event?.location ?? '',
      start_date: event?.start_date ?? null,
      end_date: event?.end_date ?? null,
      type: event?.type ?? 'other',
      is_online: event?.is_online ?? false,
      is_offline: event?.is_offline ?? true,
      link: event?.link ?? '',
      cover: event?.cover ?? null,
      region_id: event?.region_id ?? null,
    },
  });
  const set = useSetField(form);
  const { errors, isSubmitting } = form.formState;
  const regions = useRegions(true);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [saveError, setSaveError] = useState<unknown>(null);
  const cover = form.watch('cover');
  const offline = form.watch('is_offline');
  const online = form.watch('is_online');
  const start = form.watch('start_date');
  // An all-day event (a forum over two days) has days for its ends, not times.
  const [allDay, setAllDay] = useState(() => isDay(event?.start_date));
  const switchAllDay = (on: boolean) => {
    setAllDay(on);
    for (const name of ['start_date', 'end_date'] as const) {
      const value = form.getValues(name);
      if (value) set(name, on ? fromDay(toDay(value)) : fromLocal(toLocal(value)));
    }
  };
  // Typing survives a closed app or a reload; Cancel discards it.
  const draft = useFormDraft(form, `event:${postId}:${event?.id ?? 'new'}`);
  const cancel = () => {
    draft.clear();
    onClose();
  };

  const submit = form.handleSubmit(async (data) => {
    setSaveError(null);
    try {
      const body = {
        ...data,
        description: data.description || null,
        location: data.location || null,
        cover: data.cover || null,
      };
      if (event) await update.mutateAsync({ event: { ...body, id: event.id } });
      else await create.mutateAsync({ event: body });
      draft.clear();
      toast.success(t('posts.attachments.event.saved'));
      onClose();
    } catch (err) {
      setSaveError(err);
    }
  });

  // Inside Telegram its own buttons save and cancel; the page keeps the rest.
  const tg = useTelegramButtons({
    main: {
      text: t('posts.attachments.save'),
      onClick: () => void submit(),
      loading: isSubmitting,
      disabled: form.formState.isSubmitted && !form.formState.isValid,
    },
    secondary: { text: t('common.cancel'), onClick: cancel, disabled: isSubmitting },
  });

  return (
    <Modal
      open
      onClose={cancel}
      unsaved={form.formState.isDirty}
      busy={isSubmitting}
      size="md"
      closeOnBackdrop={false}
      title={event ? t('posts.attachments.event.editTitle') : t('posts.attachments.event.addTitle')}
      testId="event-form"
      footer={formActions({
        shown: tg,
        formId: id,
        busy: isSubmitting,
        onCancel: cancel,
        cancelText: t('common.cancel'),
        saveText: t('posts.attachments.save'),
        saveTestId: 'event-form-save',
      })}
    >
      <form id={id} className="post-form" noValidate onSubmit={(e) => void submit(e)}>
        {saveError !== null && (
          <FormBanner
            error={saveError}
            title={t('posts.attachments.event.saveFailed')}
            onClose={() => setSaveError(null)}
            testId="event-form-error"
          />
        )}
        <label className="post-field">
          <span className="post-field__label">
            {t('posts.attachments.event.title')}{' '}
            <span className="post-required" aria-hidden>
              *
            </span>
          </span>
          <input
            className="post-input"
            maxLength={CAREER_LIMITS.title}
            aria-invalid={!!errors.title}
            {...form.register('title')}
            data-testid="event-form-title"
          />
          <FieldError error={errors.title} className="post-field__error" testId="event-form-title-error" />
        </label>
        <Controller
          control={form.control}
          name="description"
          render={({ field: f }) => (
            <label className="post-field">
              <span className="post-field__label">{t('posts.attachments.event.description')}</span>
              <AutoTextarea
                minHeight={72}
                className="post-input post-textarea"
                value={f.value ?? ''}
                onChange={(e) => f.onChange(e.target.value)}
                onBlur={f.onBlur}
                maxLength={CAREER_LIMITS.description}
                data-testid="event-form-description"
              />
            </label>
          )}
        />
        <label className="post-field">
          <span className="post-field__label">{t('posts.attachments.event.type')}</span>
          <select className="post-input" {...form.register('type')} data-testid="event-form-type">
            {EVENT_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`posts.attachments.eventType.${v}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="post-att-form__row post-att-form__row--dates">
          <Controller
            control={form.control}
            name="start_date"
            render={({ field: f }) => (
              <label className="post-field">
                <span className="post-field__label">
                  {t('posts.attachments.event.start')}{' '}
                  <span className="post-required" aria-hidden>
                    *
                  </span>
                </span>
                <input
                  type={allDay ? 'date' : 'datetime-local'}
                  className="post-input"
                  value={allDay ? toDay(f.value) : toLocal(f.value)}
                  onChange={(e) => f.onChange(allDay ? fromDay(e.target.value) : fromLocal(e.target.value))}
                  aria-invalid={!!errors.start_date}
                  data-testid="event-form-start"
                />
                <FieldError error={errors.start_date} className="post-field__error" testId="event-form-start-error" />
              </label>
            )}
          />
          <Controller
            control={form.control}
            name="end_date"
            render={({ field: f }) => (
              <label className="post-field">
                <span className="post-field__label">{t('posts.attachments.event.end')}</span>
                <input
                  type={allDay ? 'date' : 'datetime-local'}
                  className="post-input"
                  value={allDay ? toDay(f.value) : toLocal(f.value)}
                  min={allDay ? toDay(start) || undefined : undefined}
                  onChange={(e) => f.onChange(allDay ? fromDay(e.target.value) : fromLocal(e.target.value))}
                  aria-invalid={!!errors.end_date}
                  data-testid="event-form-end"
                />
                <FieldError error={errors.end_date} className="post-field__error" testId="event-form-end-error" />
              </label>
            )}
          />
        </div>
        <label className="post-att-switch">
          <input
            type="checkbox"
            checked={allDay}
            onChange={(e) => switchAllDay(e.target.checked)}
            data-testid="event-form-all-day"
          />
          {t('posts.attachments.event.allDay')}
        </label>
        <div className="post-att-form__toggles">
          <label className="post-att-switch">
            <input
              type="checkbox"
              checked={!!online}
              onChange={(e) => set('is_online', e.target.checked)}
              data-testid="event-form-online"
            />
            {t('posts.attachments.event.online')}
          </label>
          <label className="post-att-switch">
            <input
              type="checkbox"
              checked={!!offline}
              onChange={(e) => set('is_offline', e.target.checked)}
              data-testid="event-form-offline"
            />
            {t('posts.attachments.event.offline')}
          </label>
        </div>
        <label className="post-field">
          <span className="post-field__label">
            {t('posts.attachments.event.location')}{' '}
            {offline && (
              <span className="post-required" aria-hidden>
                *
              </span>
            )}
          </span>
          <input
            className="post-input"
            maxLength={CAREER_LIMITS.location}
            aria-invalid={!!errors.location}
            {...form.register('location')}
            data-testid="event-form-location"
          />
          <FieldError error={errors.location} className="post-field__error" testId="event-form-location-error" />
        </label>
        <label className="post-field">
          <span className="post-field__label">{t('posts.attachments.event.link')}</span>
          <input
            className="post-input"
            type="url"
            inputMode="url"
            placeholder="https://"
            aria-invalid={!!errors.link}
            {...form.register('link')}
            data-testid="event-form-link"
          />
          <FieldError error={errors.link} className="post-field__error" testId="event-form-link-error" />
        </label>
        <Controller
          control={form.control}
          name="region_id"
          render={({ field: f }) => (
            <label className="post-field">
              <span className="post-field__label">{t('posts.attachments.event.region')}</span>
              <select
                className="post-input"
                value={f.value == null ? '' : String(f.value)}
                onChange={(e) => f.onChange(e.target.value ? Number(e.target.value) : null)}
                data-testid="event-form-region"
              >
                <option value="">{t('posts.attachments.event.noRegion')}</option>
                {(regions.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.title}
                  </option>
                ))}
              </select>
              <FieldError error={errors.region_id} className="post-field__error" />
            </label>
          )}
        />
        <div className="post-field">
          <span className="post-field__label">{t('posts.attachments.event.cover')}</span>
          <ImageUpload
            bucket="posts"
            folder="events"
            value={cover}
            onUploaded={(url) => set('cover', url)}
            failedText={t('posts.editor.coverFailed')}
            data-testid="event-form-cover"
          />
        </div>
      </form>
    </Modal>
  );
}
