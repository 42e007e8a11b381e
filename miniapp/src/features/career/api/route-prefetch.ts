import { careerViewOf } from '../hooks/use-career-view.ts';
import { prefetchCareerList } from './career-list.ts';

/**
 * Start-up's head start (issue 20): the first page of the board the address names (its tab,
 * search and filters), asked beside the page's code rather than once the page has mounted.
 */
export const prefetchCareerRoute = (): Promise<void> => prefetchCareerList(careerViewOf(window.location.search));
