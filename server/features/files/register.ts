import fileLink from './functions/file-link.ts';
import { filesRoute } from './files-route.ts';
import type { Feature } from '../feature.ts';

/**
 * Files handed out by signed address (Telegram's downloader sends no session): an event's .ics,
 * a quiz's CSV, a profile's vCard.
 */
export const filesFeature: Feature = {
  name: 'files',
  functions: [fileLink],
  mount: (app, deps) => app.route('/files', filesRoute(deps)),
};
