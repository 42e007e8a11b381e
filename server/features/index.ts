import { aboutFeature } from './about/register.ts';
import { authFeature } from './auth/register.ts';
import type { Feature } from './feature.ts';
import { plannerFeature } from './planner/register.ts';
import { postsFeature } from './posts/register.ts';
import { quizFeature } from './quiz/register.ts';
import { careerFeature } from './career/register.ts';
import { catalogFeature } from './catalog/register.ts';
import { filesFeature } from './files/register.ts';
import { calendarFeature } from './calendar/register.ts';
import { searchFeature } from './search/register.ts';
import { notificationsFeature } from './notifications/register.ts';
import { profileFeature } from './profile/register.ts';
import { regionsFeature } from './regions/register.ts';
import { deadlinesFeature } from './deadlines/register.ts';
import { realtimeFeature } from './realtime/register.ts';
import { sessionFeature } from './session/register.ts';
import { settingsFeature } from './settings/register.ts';
import { uploadsFeature } from './uploads/register.ts';

/** Every feature of the server. A new feature adds itself here (and its migration, locale files and routes). */
export const features: readonly Feature[] = [
  authFeature,
  sessionFeature,
  realtimeFeature,
  settingsFeature,
  profileFeature,
  plannerFeature,
  uploadsFeature,
  postsFeature,
  quizFeature,
  regionsFeature,
  careerFeature,
  catalogFeature,
  aboutFeature,
  notificationsFeature,
  filesFeature,
  calendarFeature,
  searchFeature,
  deadlinesFeature,
];
