import { defineCall } from '../contract.ts';
import { searchAnswer, searchInput } from '../schemas/search.ts';

/** One search across tasks, posts, people and the career board. */
export const searchCall = defineCall('search', { method: 'GET', input: searchInput, output: searchAnswer });
