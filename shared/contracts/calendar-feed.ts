import { defineCalls } from '../contract.ts';
import { calendarFeedActions, calendarFeedAnswer } from '../schemas/calendar-feed.ts';

/**
 * `calendar-feed`, the planner's calendar subscription: `get` answers the person's address (made on first use),
 * `rotate` a new one (the old stops at once), `update` changes which tasks it carries.
 */
export const calendarFeedCalls = defineCalls('calendar-feed', {
  get: { method: 'POST', input: calendarFeedActions.get, output: calendarFeedAnswer },
  rotate: { method: 'POST', input: calendarFeedActions.rotate, output: calendarFeedAnswer },
  update: { method: 'POST', input: calendarFeedActions.update, output: calendarFeedAnswer },
});
