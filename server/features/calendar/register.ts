import { calendarFeed } from './functions/calendar-feed.ts';
import { calendarFeedRoute } from './functions/ics-feed.ts';
import type { Feature } from '../feature.ts';

/** The planner as a calendar subscription: the address in Settings, the feed at /ics/. */
export const calendarFeature: Feature = {
  name: 'calendar',
  functions: [calendarFeed],
  mount: (app, deps) => app.route('/ics', calendarFeedRoute(deps)),
};
