import { UserX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTimeLine, scheduleDays, teamColumns } from '@shared/planner/calendar-placement.ts';
import type { DayKey } from '@shared/planner/types.ts';
import type { Member } from '@shared/schemas/planner.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import type { BoardTask } from '../kanban/board-task.ts';
import { dayOfMonth, useDayLabels, weekdayIndex } from './day-labels.ts';
import { HourGrid, type GridColumn } from './hour-grid.tsx';

interface DailyViewProps {
  tasks: BoardTask[];
  day: DayKey;
  today: DayKey;
  now: number;
  timezone: string;
  /** Team view: 'Unassigned' plus one column per member. */
  team: { members: Member[]; error: string | null } | null;
}

/** One day in hour rows; in team view one column per person. */
export function DailyView({ tasks, day, today, now, timezone, team }: DailyViewProps) {
  const { t } = useTranslation();
  const labels = useDayLabels();
  const isToday = day === today;
  const columns = useMemo<GridColumn[]>(() => {
    if (!team) {
      const [schedule] = scheduleDays(tasks, [day], timezone);
      const header = (
        <span className="cal-dayhead">
          <span className="cal-dayhead__wd">{labels.weekdayShort(weekdayIndex(day))}</span>
          <span className="cal-dayhead__num">{dayOfMonth(day)}</span>
        </span>
      );
      return [{ key: day, day, header, schedule, isToday }];
    }
    const byProfile = new Map(team.members.map((m) => [m.profile_id, m]));
    return teamColumns(
      tasks,
      team.members.map((m) => m.profile_id),
    ).map((col) => {
      const [schedule] = scheduleDays(col.tasks, [day], timezone);
      const member = col.profileId === null ? null : byProfile.get(col.profileId);
      const header = member ? (
        <span className="cal-person" title={member.profile.name}>
          <Avatar src={member.profile.avatar} name={member.profile.name} size={28} />
          <span className="cal-person__name">{member.profile.name}</span>
        </span>
      ) : (
        <span className="cal-person">
          <span className="cal-person__none" aria-hidden>
            <UserX size={16} />
          </span>
          <span className="cal-person__name">{t('boards.calendar.unassigned')}</span>
        </span>
      );
      return { key: `p${col.profileId ?? 'none'}`, day, header, schedule, isToday, profileId: col.profileId };
    });
  }, [tasks, day, timezone, team, isToday, labels, t]);

  if (team?.error) {
    return (
      <p className="cal-team-error error-text" role="alert" data-testid="team-error">
        {team.error}
      </p>
    );
  }
  return (
    <HourGrid
      columns={columns}
      nowLine={currentTimeLine(now, day, timezone)}
      className={team ? 'cal-scroll--team' : 'cal-scroll--daily'}
      testId={team ? 'calendar-team' : 'calendar-daily'}
    />
  );
}
