import { Button, SegmentedControl } from '@telegram-apps/telegram-ui';
import { Plus, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROFILE_LIMITS as L, profileFormSchema, type FullProfile } from '@shared/schemas/profile.ts';
import { useFormDraft } from '@app/lib/forms/use-form-draft.ts';
import { useZodForm } from '@app/lib/forms/use-zod-form.ts';
import { useTelegramButtons } from '@app/lib/telegram/native.tsx';
import { AutoTextarea } from '@app/ui/auto-textarea.tsx';
import { FieldError } from '@app/ui/field-error.tsx';
import { FormBanner } from '@app/ui/form-banner.tsx';
import { formActions } from '@app/ui/form-actions.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { toast } from '@app/ui/toast.ts';
import { useProfileEdit, useRegions, useUniversities } from '../api/profile-edit.ts';
import { contactsOf, infoText, personalOf, professionalOf, socialLinksOf } from '../profile-info.ts';
import { ResumeTab } from './resume-tab.tsx';
import '@app/ui/form-fields.css';

type Tab = 'profile' | 'resume';

function defaultsOf(p: FullProfile) {
  const c = contactsOf(p);
  const links = socialLinksOf(p);
  return {
    profileData: {
      name: p.name,
      username: p.username,
      about: p.about ?? '',
      expertise: p.expertise ?? '',
      region_id: p.region?.id ?? null,
      info: {
        city: infoText(p.info.city) ?? '',
        contacts: {
          phone: c?.phone ?? '',
          whatsapp: c?.whatsapp ?? false,
          telegram: c?.telegram ?? '',
          website: c?.website ?? '',
          email: c?.email ?? '',
        },
        // Two empty link inputs by default.
        social_links: links.length ? links : ['', ''],
        personal_info: { birthday: personalOf(p).birthday ?? '', more: personalOf(p).more ?? '' },
        professional_info: { ...professionalOf(p) },
      },
    },
    universityData: { universityId: p.university?.id ?? null, graduationYear: p.university?.graduation_year ?? null },
  };
}

/**
 * The profile edit dialog: name, username (partners only; others see it
 * read-only with the warning), about, expertise, city, region, contacts, social links, personal
 * and professional info, the university with its graduation year; a resume tab with the job
 * form as type resume. Checked by the call's own schema; 'Failed to update profile' with the
 * server's text in red.
 */
export function ProfileEditDialog({
  profile,
  canEditUsername,
  onClose,
}: {
  profile: FullProfile;
  canEditUsername: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('profile');
  const form = useZodForm(profileFormSchema, { defaultValues: defaultsOf(profile) });
  const { errors, isSubmitting } = form.formState;
  const edit = useProfileEdit();
  const [saveError, setSaveError] = useState<unknown>(null);
  const universities = useUniversities(true);
  const regions = useRegions(true);
  const pe = errors.profileData;
  const info = pe?.info;

  // Typing survives a closed app or a reload; Cancel discards it.
  const draft = useFormDraft(form, `profile:${profile.id}`);
  const cancel = () => {
    draft.clear();
    onClose();
  };

  const submit = form.handleSubmit(async (data) => {
    setSaveError(null);
    try {
      await edit.mutateAsync({
        profileId: profile.id,
        profileData: data.profileData,
        universityData: data.universityData.universityId === null ? null : data.universityData,
      });
      draft.clear();
      toast.success(t('profile.form.saved'));
      onClose();
    } catch (err) {
      setSaveError(err);
    }
  });

  const field = (name: string) => `${id}-${name}`;
  const text = (
    name: Parameters<typeof form.register>[0],
    label: string,
    error: { message?: string } | undefined,
    opts: {
      max?: number;
      type?: string;
      required?: boolean;
      testId: string;
      placeholder?: string;
      inputMode?: 'tel' | 'email' | 'url';
    },
  ) => (
    <label className="post-field" htmlFor={field(name)}>
      <span className="post-field__label">
        {label}{' '}
        {opts.required && (
          <span className="post-required" aria-hidden>
            *
          </span>
        )}
      </span>
      <input
        id={field(name)}
        className="post-input"
        type={opts.type ?? 'text'}
        inputMode={opts.inputMode}
        maxLength={opts.max}
        placeholder={opts.placeholder}
        aria-invalid={!!error}
        {...form.register(name)}
        data-testid={opts.testId}
      />
      <FieldError error={error} className="post-field__error" />
    </label>
  );
  const area = (
    name:
      | 'profileData.about'
      | 'profileData.info.personal_info.more'
      | 'profileData.info.professional_info.education'
      | 'profileData.info.professional_info.experience'
      | 'profileData.info.professional_info.awards',
    label: string,
    max: number,
    error: { message?: string } | undefined,
    testId: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <label className="post-field">
          <span className="post-field__label">{label}</span>
          <AutoTextarea
            minHeight={72}
            className="post-input post-textarea"
            value={(f.value as string | null) ?? ''}
            onChange={(e) => f.onChange(e.target.value)}
            onBlur={f.onBlur}
            maxLength={max}
            aria-invalid={!!error}
            data-testid={testId}
          />
          <FieldError error={error} className="post-field__error" />
        </label>
      )}
    />
  );

  // Inside Telegram its own buttons save and cancel the profile tab.
  const tg = useTelegramButtons(
    tab === 'profile'
      ? {
          main: {
            text: t('profile.form.save'),
            onClick: () => void submit(),
            loading: isSubmitting,
            disabled: form.formState.isSubmitted && !form.formState.isValid,
          },
          secondary: { text: t('common.cancel'), onClick: cancel, disabled: isSubmitting },
        }
      : null,
  );

  return (
    <Modal
      open
      onClose={cancel}
      unsaved={form.formState.isDirty}
      busy={isSubmitting}
      size="md"
      closeOnBackdrop={false}
      title={t('profile.form.title')}
      testId="profile-edit-dialog"
      footer={
        tab === 'profile'
          ? formActions({
              shown: tg,
              formId: id,
              busy: isSubmitting,
              onCancel: cancel,
              cancelText: t('common.cancel'),
              saveText: t('profile.form.save'),
              saveTestId: 'profile-form-save',
            })
          : undefined
      }
    >
      <div className="profile-form__tabs">
        <SegmentedControl>
          {(['profile', 'resume'] as const).map((x) => (
            <SegmentedControl.Item
              key={x}
              selected={tab === x}
              aria-selected={tab === x}
              role="tab"
              onClick={() => setTab(x)}
              data-testid={`profile-form-tab-${x}`}
            >
              {t(`profile.form.tabs.${x}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl>
      </div>
      {tab === 'resume' ? (
        <ResumeTab profile={profile} />
      ) : (
        <form id={id} className="post-form profile-form" noValidate onSubmit={(e) => void submit(e)}>
          {saveError !== null && (
            <FormBanner
              error={saveError}
              title={t('profile.form.failed')}
              onClose={() => setSaveError(null)}
              testId="profile-form-error"
            />
          )}
          <fieldset className="profile-form__section">
            <legend>{t('profile.form.sections.main')}</legend>
            {text('profileData.name', t('profile.form.name'), pe?.name, {
              max: L.name,
              required: true,
              testId: 'profile-form-name',
            })}
            <label className="post-field" htmlFor={field('username')}>
              <span className="post-field__label">{t('profile.form.username')}</span>
              <input
                id={field('username')}
                className="post-input"
                maxLength={20}
                readOnly={!canEditUsername}
                aria-readonly={!canEditUsername}
                aria-invalid={!!pe?.username}
                {...form.register('profileData.username')}
                data-testid="profile-form-username"
              />
              {!canEditUsername && (
                <span className="post-field__hint profile-form__warning" data-testid="profile-form-username-warning">
                  {t('profile.form.usernamePartnerOnly')}
                </span>
              )}
              <FieldError error={pe?.username} className="post-field__error" />
            </label>
            {area('profileData.about', t('profile.form.about'), L.about, pe?.about, 'profile-form-about')}
            {text('profileData.expertise', t('profile.form.expertise'), pe?.expertise, {
              max: L.expertise,
              testId: 'profile-form-expertise',
            })}
            {text('profileData.info.city', t('profile.form.city'), info?.city, {
              max: L.city,
              testId: 'profile-form-city',
            })}
            <Controller
              control={form.control}
              name="profileData.region_id"
              render={({ field: f }) => (
                <label className="post-field">
                  <span className="post-field__label">{t('profile.form.region')}</span>
                  <select
                    className="post-input"
                    value={(f.value as number | null | undefined) ?? ''}
                    onChange={(e) => f.onChange(e.target.value ? Number(e.target.value) : null)}
                    data-testid="profile-form-region"
                  >
                    <option value="">{t('profile.form.regionNone')}</option>
                    {(regions.data ?? []).map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.title}
                      </option>
                    ))}
                  </select>
                  <FieldError error={pe?.region_id} className="post-field__error" />
                </label>
              )}
            />
          </fieldset>

          <fieldset className="profile-form__section">
            <legend>{t('profile.form.sections.contacts')}</legend>
            {text('profileData.info.contacts.phone', t('profile.form.phone'), info?.contacts?.phone, {
              max: L.contact,
              type: 'tel',
              inputMode: 'tel',
              testId: 'profile-form-phone',
              placeholder: '+7 (999) 123-45-67',
            })}
            <label className="profile-form__check">
              <input
                type="checkbox"
                {...form.register('profileData.info.contacts.whatsapp')}
                data-testid="profile-form-whatsapp"
              />{' '}
              {t('profile.form.whatsapp')}
            </label>
            {text('profileData.info.contacts.telegram', t('profile.form.telegram'), info?.contacts?.telegram, {
              max: L.contact,
              testId: 'profile-form-telegram',
              placeholder: '@username',
            })}
            {text('profileData.info.contacts.email', t('profile.form.email'), info?.contacts?.email, {
              max: L.contact,
              type: 'email',
              inputMode: 'email',
              testId: 'profile-form-email',
            })}
            {text('profileData.info.contacts.website', t('profile.form.website'), info?.contacts?.website, {
              max: L.contact,
              inputMode: 'url',
              testId: 'profile-form-website',
              placeholder: 'https://',
            })}
          </fieldset>

          <fieldset className="profile-form__section">
            <legend>{t('profile.form.sections.social')}</legend>
            <Controller
              control={form.control}
              name="profileData.info.social_links"
              render={({ field: f }) => {
                const links = (f.value as string[] | undefined) ?? [];
                const set = (i: number, v: string) => f.onChange(links.map((l, j) => (j === i ? v : l)));
                return (
                  <div className="profile-form__links">
                    {links.map((l, i) => (
                      <div key={i} className="profile-form__link">
                        <input
                          className="post-input"
                          inputMode="url"
                          placeholder="https://"
                          maxLength={L.link}
                          aria-label={`${t('profile.form.socialLink')} ${i + 1}`}
                          value={l}
                          onChange={(e) => set(i, e.target.value)}
                          data-testid="profile-form-social-link"
                        />
                        <IconButton
                          label={t('profile.form.removeLink')}
                          size="s"
                          round
                          onClick={() => f.onChange(links.filter((_, j) => j !== i))}
                        >
                          <X size={16} aria-hidden />
                        </IconButton>
                      </div>
                    ))}
                    {links.length < L.socialLinks && (
                      <Button
                        type="button"
                        mode="plain"
                        size="s"
                        before={<Plus size={16} aria-hidden />}
                        onClick={() => f.onChange([...links, ''])}
                        data-testid="profile-form-add-link"
                      >
                        {t('profile.form.addLink')}
                      </Button>
                    )}
                    <FieldError
                      error={
                        info?.social_links?.message
                          ? info.social_links
                          : Array.isArray(info?.social_links)
                            ? info.social_links.find(Boolean)
                            : undefined
                      }
                      className="post-field__error"
                    />
                  </div>
                );
              }}
            />
          </fieldset>

          <fieldset className="profile-form__section">
            <legend>{t('profile.form.sections.education')}</legend>
            <Controller
              control={form.control}
              name="universityData.universityId"
              render={({ field: f }) => (
                <UniversityPicker
                  value={(f.value as number | null | undefined) ?? null}
                  onChange={f.onChange}
                  universities={universities.data ?? []}
                />
              )}
            />
            <Controller
              control={form.control}
              name="universityData.graduationYear"
              render={({ field: f }) => (
                <label className="post-field">
                  <span className="post-field__label">{t('profile.form.graduationYear')}</span>
                  <input
                    className="post-input profile-form__year"
                    inputMode="numeric"
                    maxLength={4}
                    value={f.value === null || f.value === undefined ? '' : String(f.value)}
                    onChange={(e) => {
                      // Digits only, at most 4 (a year).
                      const digits = e.target.value.replace(/\D/g, '').slice(0, 4);
                      f.onChange(digits === '' ? null : Number(digits));
                    }}
                    onBlur={f.onBlur}
                    aria-invalid={!!errors.universityData?.graduationYear}
                    data-testid="profile-form-graduation-year"
                  />
                  <FieldError
                    error={errors.universityData?.graduationYear}
                    className="post-field__error"
                    testId="profile-form-graduation-year-error"
                  />
                </label>
              )}
            />
          </fieldset>

          <fieldset className="profile-form__section">
            <legend>{t('profile.form.sections.professional')}</legend>
            {area(
              'profileData.info.professional_info.education',
              t('profile.form.education'),
              L.education,
              info?.professional_info?.education,
              'profile-form-education',
            )}
            {area(
              'profileData.info.professional_info.experience',
              t('profile.form.experience'),
              L.experience,
              info?.professional_info?.experience,
              'profile-form-experience',
            )}
            <Controller
              control={form.control}
              name="profileData.info.professional_info.experience_years"
              render={({ field: f }) => (
                <label className="post-field">
                  <span className="post-field__label">{t('profile.form.experienceYears')}</span>
                  <input
                    className="post-input profile-form__year"
                    inputMode="numeric"
                    maxLength={2}
                    value={f.value === null || f.value === undefined ? '' : String(f.value)}
                    onChange={(e) => {
                      const digits = e.target.value.replace(/\D/g, '').slice(0, 2);
                      f.onChange(digits === '' ? null : Number(digits));
                    }}
                    data-testid="profile-form-experience-years"
                  />
                  <FieldError error={info?.professional_info?.experience_years} className="post-field__error" />
                </label>
              )}
            />
            {area(
              'profileData.info.professional_info.awards',
              t('profile.form.awards'),
              L.awards,
              info?.professional_info?.awards,
              'profile-form-awards',
            )}
          </fieldset>

          <fieldset className="profile-form__section">
            <legend>{t('profile.form.sections.personal')}</legend>
            {text(
              'profileData.info.personal_info.birthday',
              t('profile.form.birthday'),
              info?.personal_info?.birthday,
              { type: 'date', testId: 'profile-form-birthday' },
            )}
            {area(
              'profileData.info.personal_info.more',
              t('profile.form.more'),
              L.personalMore,
              info?.personal_info?.more,
              'profile-form-more',
            )}
          </fieldset>
        </form>
      )}
    </Modal>
  );
}

/** The university picker with search: type to narrow the list, pick one, or none. */
function UniversityPicker({
  value,
  onChange,
  universities,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  universities: { id: number; name: string; short_name: string | null }[];
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const chosen = universities.find((u) => u.id === value) ?? null;
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return universities
      .filter((u) => u.name.toLowerCase().includes(q) || (u.short_name ?? '').toLowerCase().includes(q))
      .slice(0, 8);
  }, [query, universities]);
  return (
    <div className="post-field" data-testid="profile-form-university">
      <span className="post-field__label">{t('profile.form.university')}</span>
      {chosen && (
        <div className="profile-form__chosen" data-testid="profile-form-university-chosen">
          <span>{chosen.short_name ? `${chosen.short_name} — ${chosen.name}` : chosen.name}</span>
          <IconButton
            label={t('profile.form.universityNone')}
            size="s"
            round
            onClick={() => onChange(null)}
            data-testid="profile-form-university-clear"
          >
            <X size={16} aria-hidden />
          </IconButton>
        </div>
      )}
      <input
        className="post-input"
        type="search"
        placeholder={t('profile.form.universitySearch')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-label={t('profile.form.universitySearch')}
        data-testid="profile-form-university-search"
      />
      {query.trim() && (
        <ul className="profile-form__options" role="listbox" aria-label={t('profile.form.university')}>
          {matches.length === 0 && <li className="hint">{t('profile.form.universityNoMatch')}</li>}
          {matches.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                role="option"
                aria-selected={u.id === value}
                className="profile-form__option"
                onClick={() => {
                  onChange(u.id);
                  setQuery('');
                }}
                data-testid="profile-form-university-option"
              >
                <strong>{u.short_name}</strong> {u.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
