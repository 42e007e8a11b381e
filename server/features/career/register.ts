import career from './functions/career.ts';
import event from './functions/event.ts';
import jobs from './functions/jobs.ts';
import type { Feature } from '../feature.ts';

/**
 * Jobs, resumes, events and the career board. Their changes go to every open
 * stream (only ids travel; a vacancy or event is as public as its post, a resume is public).
 */
export const careerFeature: Feature = {
  name: 'career',
  functions: [jobs, event, career],
  realtimeRules: () => ({ jobs: { client: () => true }, events: { client: () => true } }),
};
