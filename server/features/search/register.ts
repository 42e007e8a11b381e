import { search } from './functions/search.ts';
import type { Feature } from '../feature.ts';

/** One search across tasks, posts, people and the career board. */
export const searchFeature: Feature = {
  name: 'search',
  functions: [search],
};
