import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarTitle, monthGrid } from '@shared/planner/calendar.ts';
import {
  clampHourInput,
  clampMinuteInput,
  composePickedDate,
  padTimeField,
  pickerStateFromValue,
  type PickerState,
} from '@shared/planner/time-input.ts';
import type { DayKey } from '@shared/planner/types.ts';
import { addMonths, safeTimeZone, todayKey } from '@shared/planner/zoned-time.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { dayOfMonth, useDayLabels } from '../calendar/day-labels.ts';
import '../kanban/board-theme.css';
import './date-picker.css';

export interface DatePickerDialogProps {
  open: boolean;
  /** The current value (ISO), or null for none. */
  value: string | null;
  /** The user's zone: days and times are picked in it. */
  timezone: string;
  onClose: () => void;
  /** The picked moment as an ISO string, or null when cleared. */
  onSave: (value: string | null) => void;
}

const formatDay = (day: DayKey) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * The date picker: a 42-cell month from Monday, previous/next month, today
 * highlighted; a click selects, a double click selects and saves. The time of day counts
 * only with the time toggle on (else 00:00); hour and minute are clamped as typed.
 */
export function DatePickerDialog({ open, value, timezone, onClose, onSave }: DatePickerDialogProps) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  const tz = safeTimeZone(timezone);
  const timeId = useId();
  const today = todayKey(Date.now(), tz);
  const [state, setState] = useState<PickerState>(() => pickerStateFromValue(value, tz));
  const [month, setMonth] = useState<DayKey>(() => state.day ?? today);

  // Opening again (a caller that keeps the dialog mounted) starts from the value again.
  useEffect(() => {
    if (!open) return;
    const next = pickerStateFromValue(value, tz);
    setState(next);
    setMonth(next.day ?? todayKey(Date.now(), tz));
  }, [open, value, tz]);

  const cells = useMemo(() => monthGrid(month, Date.now(), tz), [month, tz]);
  const { monthIndex, year } = calendarTitle(month);
  const set = (patch: Partial<PickerState>) => setState((s) => ({ ...s, ...patch }));
  const compose = (s: PickerState) =>
    s.day ? composePickedDate(s.day, { enabled: s.timeEnabled, hour: s.hour, minute: s.minute }, tz) : null;

  const selectedText = state.day
    ? `${formatDay(state.day)}${state.timeEnabled ? ` ${padTimeField(state.hour) || '00'}:${padTimeField(state.minute) || '00'}` : ''}`
    : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={t('boards.datePicker.title')}
      testId="date-picker"
      footer={
        <div className="dp-footer">
          <button
            type="button"
            className="dp-btn dp-btn--ghost dp-footer__clear"
            onClick={() => onSave(null)}
            data-testid="date-picker-clear"
          >
            {t('boards.datePicker.clear')}
          </button>
          <div className="dp-footer__main">
            <button type="button" className="dp-btn" onClick={onClose} data-testid="date-picker-cancel">
              {t('boards.datePicker.cancel')}
            </button>
            <button
              type="button"
              className="dp-btn dp-btn--primary"
              onClick={() => onSave(compose(state))}
              data-testid="date-picker-save"
            >
              {t('boards.datePicker.save')}
            </button>
          </div>
        </div>
      }
    >
      <div className="dp">
        <div className="dp-head">
          <IconButton
            label={t('boards.datePicker.previousMonth')}
            variant="outline"
            onClick={() => setMonth((m) => addMonths(m, -1))}
            data-testid="date-picker-prev"
          >
            <ChevronLeft size={18} aria-hidden />
          </IconButton>
          <span className="dp-head__title" data-testid="date-picker-month">
            {labels.monthName(monthIndex)} {year}
          </span>
          <IconButton
            label={t('boards.datePicker.nextMonth')}
            variant="outline"
            onClick={() => setMonth((m) => addMonths(m, 1))}
            data-testid="date-picker-next"
          >
            <ChevronRight size={18} aria-hidden />
          </IconButton>
        </div>

        <div className="dp-grid" role="grid">
          {Array.from({ length: 7 }, (_, i) => (
            <span key={`wd${i}`} className="dp-wd" aria-hidden>
              {labels.weekdayShort(i)}
            </span>
          ))}
          {cells.map((c) => {
            const selected = c.date === state.day;
            return (
              <button
                key={c.date}
                type="button"
                className={`dp-day${c.inMonth ? '' : ' is-out'}${c.isToday ? ' is-today' : ''}${selected ? ' is-selected' : ''}`}
                aria-pressed={selected}
                aria-current={c.isToday ? 'date' : undefined}
                aria-label={formatDay(c.date)}
                onClick={() => set({ day: c.date })}
                onDoubleClick={() => {
                  const next = { ...state, day: c.date };
                  setState(next);
                  onSave(compose(next));
                }}
                data-date={c.date}
                data-testid="date-picker-day"
              >
                {dayOfMonth(c.date)}
              </button>
            );
          })}
        </div>

        <div className="dp-time">
          <label className="dp-switch" htmlFor={timeId}>
            <input
              id={timeId}
              type="checkbox"
              role="switch"
              checked={state.timeEnabled}
              onChange={(e) => set({ timeEnabled: e.target.checked })}
              data-testid="date-picker-time-toggle"
            />
            <span className="dp-switch__track" aria-hidden />
            <span>{t('boards.datePicker.time')}</span>
          </label>
          {state.timeEnabled && (
            <span className="dp-time__inputs">
              <input
                className="dp-time__input"
                inputMode="numeric"
                maxLength={2}
                placeholder="00"
                aria-label={t('boards.datePicker.hour')}
                value={state.hour}
                onChange={(e) => set({ hour: clampHourInput(e.target.value) })}
                onBlur={() => set({ hour: padTimeField(state.hour) })}
                data-testid="date-picker-hour"
              />
              <span aria-hidden>:</span>
              <input
                className="dp-time__input"
                inputMode="numeric"
                maxLength={2}
                placeholder="00"
                aria-label={t('boards.datePicker.minute')}
                value={state.minute}
                onChange={(e) => set({ minute: clampMinuteInput(e.target.value) })}
                onBlur={() => set({ minute: padTimeField(state.minute) })}
                data-testid="date-picker-minute"
              />
            </span>
          )}
        </div>

        <p className="dp-selected" data-testid="date-picker-selected">
          {selectedText
            ? t('boards.datePicker.selected', { value: selectedText })
            : t('boards.datePicker.nothingSelected')}
        </p>
      </div>
    </Modal>
  );
}
