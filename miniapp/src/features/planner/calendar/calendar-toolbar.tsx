import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalendarView as View } from '@shared/planner/calendar.ts';
import { haptic } from '@app/lib/telegram/index.ts';
import { IconButton } from '@app/ui/icon-button.tsx';

export const CALENDAR_VIEWS: readonly View[] = ['daily', 'week', 'month', 'year'];

interface CalendarToolbarProps {
  view: View;
  title: string;
  subtitle: string | null;
  team: boolean;
  onView: (v: View) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onTeam: (on: boolean) => void;
}

/** Previous/next, today, the month-and-year title, the view switch and (daily only) team view. */
export function CalendarToolbar({
  view,
  title,
  subtitle,
  team,
  onView,
  onStep,
  onToday,
  onTeam,
}: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="cal-toolbar">
      <div className="cal-toolbar__nav">
        <IconButton
          label={t('boards.calendar.previous')}
          variant="outline"
          onClick={() => onStep(-1)}
          data-testid="calendar-prev"
        >
          <ChevronLeft size={18} aria-hidden />
        </IconButton>
        <IconButton
          label={t('boards.calendar.next')}
          variant="outline"
          onClick={() => onStep(1)}
          data-testid="calendar-next"
        >
          <ChevronRight size={18} aria-hidden />
        </IconButton>
        <button type="button" className="cal-today-btn" onClick={onToday} data-testid="calendar-today">
          {t('boards.calendar.today')}
        </button>
        <h2 className="cal-title">
          <span data-testid="calendar-title">{title}</span>
          {subtitle && (
            <span className="cal-title__sub" data-testid="calendar-subtitle">
              {subtitle}
            </span>
          )}
        </h2>
      </div>
      <div className="cal-toolbar__views">
        {view === 'daily' && (
          <button
            type="button"
            className={`cal-team-btn${team ? ' is-on' : ''}`}
            aria-pressed={team}
            onClick={() => onTeam(!team)}
            data-testid="calendar-team-toggle"
          >
            <Users size={16} aria-hidden />
            <span>{t('boards.calendar.teamView')}</span>
          </button>
        )}
        <div
          className="b-segmented"
          role="radiogroup"
          aria-label={t('boards.calendar.view')}
          data-testid="calendar-views"
        >
          {CALENDAR_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              role="radio"
              aria-checked={view === v}
              className={`b-segmented__btn${view === v ? ' is-active' : ''}`}
              onClick={() => {
                // A segmented control's choice is felt (a haptic tick inside Telegram).
                if (v !== view) haptic('selection');
                onView(v);
              }}
              data-view={v}
            >
              {t(`boards.calendar.views.${v}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
