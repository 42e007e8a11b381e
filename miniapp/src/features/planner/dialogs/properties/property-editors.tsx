import { Calendar, CalendarRange, CheckSquare, CircleDot, Hash, Tags, User, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, PropertyKind, PropertyOption } from '@shared/schemas/planner.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { DatePicker } from '@app/features/planner/components/date-picker.tsx';
import { colorOf } from '@app/features/planner/components/palette.ts';
import { useFormatDate } from '@app/features/planner/hooks/use-format-date.ts';
import { IconButton } from '@app/ui/icon-button.tsx';

export const KIND_ICONS: Record<PropertyKind, typeof Calendar> = {
  date: Calendar,
  period: CalendarRange,
  select: CircleDot,
  multiselect: Tags,
  people: User,
  checkbox: CheckSquare,
  number: Hash,
};

/** A date value as a button that opens the date picker, with a clear button beside it. */
export function DateField({
  value,
  onChange,
  placeholder,
  testId,
}: {
  value: string | null;
  onChange: (v: string | null) => void;
  placeholder: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  return (
    <span className="pl-date-field">
      <button
        type="button"
        className={`pl-field-btn${value ? '' : ' is-empty'}`}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        <Calendar size={15} aria-hidden />
        <span>{value ? formatDate(value) || value : placeholder}</span>
      </button>
      {value && (
        <IconButton label={t('planner.date.clear')} size="xs" onClick={() => onChange(null)}>
          <X size={15} aria-hidden />
        </IconButton>
      )}
      <DatePicker
        open={open}
        value={value}
        onClose={() => setOpen(false)}
        onSave={(v) => {
          setOpen(false);
          onChange(v);
        }}
      />
    </span>
  );
}

export function PeriodField({
  value,
  onChange,
  testId,
}: {
  value: [string | null, string | null] | null;
  onChange: (v: [string | null, string | null] | null) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [start, end] = value ?? [null, null];
  const set = (s: string | null, e: string | null) => onChange(s || e ? [s, e] : null);
  return (
    <span className="pl-period">
      <DateField
        value={start}
        onChange={(v) => set(v, end)}
        placeholder={t('planner.properties.start')}
        testId={testId && `${testId}-start`}
      />
      <span className="pl-muted" aria-hidden>
        –
      </span>
      <DateField
        value={end}
        onChange={(v) => set(start, v)}
        placeholder={t('planner.properties.end')}
        testId={testId && `${testId}-end`}
      />
    </span>
  );
}

/** Option chips: one pick for a select (a second click clears), several for a multi-select. */
export function OptionsField({
  options,
  chosen,
  multiple,
  onChange,
  testId,
}: {
  options: PropertyOption[];
  chosen: number[];
  multiple: boolean;
  onChange: (ids: number[]) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (options.length === 0)
    return (
      <span className="pl-muted pl-field-empty">
        {t(multiple ? 'planner.properties.noOptions' : 'planner.properties.noOptionsAvailable')}
      </span>
    );
  return (
    <span className="pl-option-chips" role={multiple ? 'group' : 'radiogroup'} data-testid={testId}>
      {options.map((o) => {
        const on = chosen.includes(o.id);
        return (
          <button
            key={o.id}
            type="button"
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={on}
            className={`pl-chip${on ? ' is-on' : ''}`}
            style={{ ['--pill' as string]: colorOf(o.color) }}
            onClick={() =>
              onChange(multiple ? (on ? chosen.filter((id) => id !== o.id) : [...chosen, o.id]) : on ? [] : [o.id])
            }
          >
            <span className="pl-chip__dot" aria-hidden />
            {o.title}
          </button>
        );
      })}
    </span>
  );
}

/** The assignee, chosen from members not yet assigned. */
export function PersonField({
  value,
  members,
  loading,
  emptyText,
  onChange,
  testId,
}: {
  value: number | null;
  members: Member[];
  loading: boolean;
  emptyText: string;
  onChange: (profileId: number | null) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const current = members.find((m) => m.profile_id === value)?.profile;
  const available = members.filter((m) => m.profile_id !== value);
  return (
    <span className="pl-person-field">
      {value !== null && (
        <span className="pl-assignee" data-testid={testId && `${testId}-value`}>
          <Avatar src={current?.avatar} name={current?.name ?? '?'} size={24} className="pl-avatar" />
          <span>{current?.name ?? t('planner.properties.unknownPerson')}</span>
          <IconButton label={t('planner.properties.unassign')} size="xs" onClick={() => onChange(null)}>
            <X size={15} aria-hidden />
          </IconButton>
        </span>
      )}
      {loading ? (
        <span className="pl-muted pl-field-empty">{t('common.loading')}</span>
      ) : available.length === 0 ? (
        <span className="pl-muted pl-field-empty">{emptyText}</span>
      ) : (
        <select
          className="pl-select"
          value=""
          onChange={(e) => e.target.value && onChange(Number(e.target.value))}
          data-testid={testId}
        >
          <option value="">{value === null ? t('planner.properties.assign') : t('planner.properties.reassign')}</option>
          {available.map((m) => (
            <option key={m.id} value={m.profile_id}>
              {m.profile.name}
            </option>
          ))}
        </select>
      )}
    </span>
  );
}

export function CheckboxField({
  value,
  onChange,
  label,
  testId,
}: {
  value: boolean | null;
  onChange: (v: boolean) => void;
  label: string;
  testId?: string;
}) {
  return (
    <label className="pl-checkbox">
      <input type="checkbox" checked={!!value} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span className="pl-checkbox__box" aria-hidden />
      <span>{label}</span>
    </label>
  );
}

export function NumberField({
  value,
  onChange,
  label,
  testId,
}: {
  value: number | null;
  onChange: (v: number | null) => void;
  label: string;
  testId?: string;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  return (
    <input
      type="number"
      inputMode="decimal"
      step="any"
      className="pl-input pl-number-input"
      aria-label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const n = e.target.value.trim() === '' ? null : Number(e.target.value);
        onChange(n !== null && Number.isFinite(n) ? n : null);
      }}
      data-testid={testId}
    />
  );
}

/** One labelled row of the properties panel. */
export function PropertyRow({ kind, title, children }: { kind: PropertyKind; title: string; children: ReactNode }) {
  const Icon = KIND_ICONS[kind];
  return (
    <div className="pl-prop" data-testid={`prop-${kind}`}>
      <span className="pl-prop__label">
        <Icon size={15} aria-hidden />
        <span>{title}</span>
      </span>
      <div className="pl-prop__control">{children}</div>
    </div>
  );
}
