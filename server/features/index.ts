import { aboutFeature } from './about.ts';
import { authFeature } from './auth.ts';
import type { Feature } from './feature.ts';
import { plannerFeature } from './planner.ts';
import { postsFeature } from './posts.ts';
import { quizFeature } from './quiz.ts';
import { careerFeature } from './career.ts';
import { catalogFeature } from './catalog.ts';
import { notificationsFeature } from './notifications.ts';
import { profileFeature } from './profile.ts';
import { realtimeFeature } from './realtime.ts';
import { sessionFeature } from './session.ts';
import { settingsFeature } from './settings.ts';
import { uploadsFeature } from './uploads.ts';

/** Every feature of the server. A new feature adds itself here (and its migration, locale files and routes). */
export const features: readonly Feature[] = [authFeature, sessionFeature, realtimeFeature, settingsFeature, profileFeature, plannerFeature, uploadsFeature, postsFeature, quizFeature, careerFeature, catalogFeature, aboutFeature, notificationsFeature];
