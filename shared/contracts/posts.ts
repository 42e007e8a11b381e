import { defineCall, defineCalls } from '../contract.ts';
import {
  postAnswer,
  postSaveAnswer,
  postsActions,
  postsAnswer,
  tooltipAnswer,
  tooltipInput,
} from '../schemas/posts.ts';

/** Posts: the home feed, a profile's posts, one post, and its author's changes. */
export const postsCalls = defineCalls('posts', {
  feed: { method: 'GET', input: postsActions.feed, output: postsAnswer },
  byProfile: { method: 'GET', input: postsActions.byProfile, output: postsAnswer },
  get: { method: 'GET', input: postsActions.get, output: postAnswer },
  create: { method: 'POST', input: postsActions.create, output: postSaveAnswer },
  update: { method: 'POST', input: postsActions.update, output: postSaveAnswer },
  pin: { method: 'POST', input: postsActions.pin, output: postAnswer },
  archive: { method: 'POST', input: postsActions.archive, output: postAnswer },
});

/** A help text by id in the reader's language: public, like the roles list. */
export const tooltipsCall = defineCall('tooltips', {
  method: 'GET',
  anyMethod: true,
  input: tooltipInput,
  output: tooltipAnswer,
});
