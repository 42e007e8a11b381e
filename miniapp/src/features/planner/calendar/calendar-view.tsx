import { Placeholder } from '@telegram-apps/telegram-ui';
import { FolderOpen } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  calendarTitle,
  monthGrid,
  stepCalendar,
  weekDays,
  type CalendarView as View,
} from '@shared/planner/calendar.ts';
import type { DrawnDeviceKey } from '@shared/first-screen.ts';
import type { DayKey } from '@shared/planner/types.ts';
import { todayKey } from '@shared/planner/zoned-time.ts';
import { readDevice } from '@app/lib/render-hints.ts';
import { haptic } from '@app/lib/telegram/index.ts';
import type { PlannerData } from '../api/planner-data.ts';
import { useNow } from '../hooks/use-timezone.ts';
import type { BoardTask } from '../kanban/board-task.ts';
import { optionColor } from '../components/palette.ts';
import { CalendarContext, type CalendarContextValue } from './calendar-context.ts';
import { CalendarDnd } from './calendar-dnd.tsx';
import { CALENDAR_VIEWS, CalendarToolbar } from './calendar-toolbar.tsx';
import { DailyView } from './daily-view.tsx';
import { useDayLabels } from './day-labels.ts';
import { MonthView } from './month-view.tsx';
import { rescheduleChanges, type DropSpot } from './reschedule.ts';
import { ChipPreview } from './task-chip.tsx';
import { useReschedule } from './use-reschedule.ts';
import { useTeamMembers } from './use-team-members.ts';
import { WeekView } from './week-view.tsx';
import { YearView } from './year-view.tsx';
import '../kanban/board-theme.css';
import './calendar.css';

export interface CalendarViewProps {
  /** The selected project's data; null when no project is selected. */
  data: PlannerData | null;
  /** The user's IANA zone from settings: every date is shown in it. */
  timezone: string;
  onOpenTask: (taskId: number) => void;
}

const VIEW_KEY = 'planner.calendar.view' satisfies DrawnDeviceKey;
// Read through the drawn page's hints: the server draws the calendar in this device's view.
const readView = (): View => {
  const v = readDevice(VIEW_KEY);
  return (CALENDAR_VIEWS as readonly string[]).includes(v ?? '') ? (v as View) : 'month';
};

/** The calendar: daily (with team view), week, month and year. */
export function CalendarView({ data, timezone, onOpenTask }: CalendarViewProps) {
  const { t } = useTranslation();
  if (!data) {
    return (
      <div className="cal cal-message" data-testid="calendar-no-project">
        <Placeholder description={t('boards.selectProject')}>
          <FolderOpen size={44} aria-hidden className="cal-message__icon" />
        </Placeholder>
      </div>
    );
  }
  return <Calendar data={data} timezone={timezone} onOpenTask={onOpenTask} />;
}

function Calendar({ data, timezone, onOpenTask }: CalendarViewProps & { data: PlannerData }) {
  const labels = useDayLabels();
  const now = useNow();
  const today = todayKey(now, timezone);
  const [view, setViewState] = useState<View>(readView);
  const [anchor, setAnchor] = useState<DayKey>(today);
  const [team, setTeam] = useState(false);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const teamMembers = useTeamMembers(data.project.id, data.members, view === 'daily' && team);
  const reschedule = useReschedule(data.project.id);

  const setView = (v: View) => {
    setViewState(v);
    try {
      localStorage.setItem(VIEW_KEY, v);
    } catch {
      // private mode: this page only
    }
  };

  const colors = useMemo(
    () => new Map((data.project.property_select?.options ?? []).map((o) => [o.id, optionColor(o.color)])),
    [data.project.property_select],
  );
  const colorOf = useCallback(
    (task: BoardTask) => (task.value_select !== null && colors.get(task.value_select)) || 'var(--b-accent)',
    [colors],
  );
  const ctx = useMemo<CalendarContextValue>(
    () => ({ timezone, colorOf, onOpen: onOpenTask, draggingId }),
    [timezone, colorOf, onOpenTask, draggingId],
  );

  const onDrop = (taskId: number, spot: DropSpot) => {
    const task = data.tasks.find((x) => x.id === taskId);
    const changes = task && rescheduleChanges(task, spot, timezone);
    if (!changes) return;
    haptic('tap');
    reschedule.mutate({ task, changes });
  };

  const { monthIndex, year } = calendarTitle(anchor);
  const title = view === 'year' ? String(year) : `${labels.monthName(monthIndex)} ${year}`;
  const days = useMemo(() => weekDays(anchor, now, timezone), [anchor, now, timezone]);
  const cells = useMemo(() => monthGrid(anchor, now, timezone), [anchor, now, timezone]);
  let subtitle: string | null = null;
  if (view === 'daily')
    subtitle = `${labels.weekdayShort((new Date(`${anchor}T00:00:00Z`).getUTCDay() + 6) % 7)}, ${labels.dayAndMonth(anchor)}`;
  if (view === 'week') subtitle = `${labels.dayAndMonth(days[0].date)} – ${labels.dayAndMonth(days[6].date)}`;

  const dragging = draggingId === null ? undefined : data.tasks.find((x) => x.id === draggingId);
  return (
    <CalendarContext.Provider value={ctx}>
      <div className="cal" data-testid="calendar" data-view={view}>
        <CalendarToolbar
          view={view}
          title={title}
          subtitle={subtitle}
          team={team}
          onView={setView}
          onStep={(d) => setAnchor((a) => stepCalendar(a, view, d))}
          onToday={() => setAnchor(today)}
          onTeam={setTeam}
        />
        <CalendarDnd
          draggingId={draggingId}
          onDragStart={setDraggingId}
          onDragEnd={() => setDraggingId(null)}
          onDrop={onDrop}
          overlay={dragging ? <ChipPreview task={dragging} /> : null}
        >
          {view === 'daily' && (
            <DailyView
              tasks={data.tasks}
              day={anchor}
              today={today}
              now={now}
              timezone={timezone}
              team={team ? teamMembers : null}
            />
          )}
          {view === 'week' && <WeekView tasks={data.tasks} days={days} now={now} timezone={timezone} />}
          {view === 'month' && <MonthView tasks={data.tasks} cells={cells} timezone={timezone} />}
          {view === 'year' && (
            <YearView
              tasks={data.tasks}
              anchor={anchor}
              now={now}
              timezone={timezone}
              onPickMonth={(firstDay) => {
                setAnchor(firstDay);
                setView('month');
              }}
            />
          )}
        </CalendarDnd>
      </div>
    </CalendarContext.Provider>
  );
}
