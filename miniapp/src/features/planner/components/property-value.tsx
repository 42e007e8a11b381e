import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MiniProfile, PropertyColumn, Task } from '@shared/schemas/planner.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { LawMark } from './law-mark.tsx';
import { colorOf } from './palette.ts';

type Option = { id: number; title: string; color: string };

export function OptionPill({ option }: { option: Option }) {
  return (
    <span className="pl-pill" style={{ ['--pill' as string]: colorOf(option.color) }} title={option.title}>
      {option.title}
    </span>
  );
}

export function Person({ profile, size = 24 }: { profile: Pick<MiniProfile, 'name' | 'avatar'>; size?: number }) {
  return (
    <span className="pl-person">
      <Avatar src={profile.avatar} name={profile.name} size={size} className="pl-avatar" />
      <span>{profile.name}</span>
    </span>
  );
}

/** Numbers in the app's language, not the device's: the server draws them the same. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: string) => {
  let f = numberFormats.get(language);
  if (!f) numberFormats.set(language, (f = new Intl.NumberFormat(language, { maximumFractionDigits: 6 })));
  return f;
};

/** One task value as the table and list show it; nothing for an empty value. */
export function PropertyValueView({
  task,
  column,
  profiles,
  formatDate,
}: {
  task: Task;
  column: PropertyColumn;
  profiles: Record<string, MiniProfile>;
  formatDate: (value: string | null | undefined) => string;
}) {
  const { t, i18n } = useTranslation();
  const options = column.options ?? [];
  switch (column.type) {
    case 'date':
      return task.value_date ? (
        <span className="pl-date">
          {formatDate(task.value_date)}
          {task.deadline && <LawMark rule={task.deadline} />}
        </span>
      ) : null;
    case 'period': {
      const [start, end] = task.value_period ?? [null, null];
      if (!start && !end) return null;
      return (
        <span className="pl-date">
          {formatDate(start) || '…'} – {formatDate(end) || '…'}
        </span>
      );
    }
    case 'select': {
      const option = options.find((o) => o.id === task.value_select);
      return option ? <OptionPill option={option} /> : null;
    }
    case 'multiselect': {
      const chosen = options.filter((o) => task.value_multiselect.includes(o.id));
      return chosen.length ? (
        <span className="pl-pills">
          {chosen.map((o) => (
            <OptionPill key={o.id} option={o} />
          ))}
        </span>
      ) : null;
    }
    case 'people': {
      const p = task.value_people !== null ? profiles[String(task.value_people)] : undefined;
      return p ? <Person profile={p} /> : null;
    }
    case 'checkbox':
      return task.value_checkbox ? (
        <span className="pl-check is-on" role="img" aria-label={t('planner.filters.checkbox.yes')}>
          <Check size={14} strokeWidth={3} aria-hidden />
        </span>
      ) : (
        <span className="pl-check" aria-hidden />
      );
    case 'number':
      return task.value_number !== null ? (
        <span className="pl-num">{numberFormat(i18n.language).format(task.value_number)}</span>
      ) : null;
  }
}
