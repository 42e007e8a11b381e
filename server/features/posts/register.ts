import posts from './functions/posts.ts';
import tooltips from './functions/tooltips.ts';
import { postsRules } from './realtime-rules.ts';
import type { Feature } from '../feature.ts';

/** Posts, the home feed and the editor's tooltips; the link-preview tags live in http/static.ts. */
export const postsFeature: Feature = { name: 'posts', functions: [posts, tooltips], realtimeRules: () => postsRules };
