import { describe, expect, it } from 'vitest';
import { POST_LIMITS } from '@shared/posts/limits.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { nextCursor } from '@app/features/posts/api/feed.ts';
import { postRetryDelay, shouldRetryPost } from '@app/features/posts/api/post.ts';

const posts = (ids: number[]) => ({ posts: ids.map((id) => ({ id }) as Post) });

describe('feed pages', () => {
  it('asks for another page only after a whole page of 10, right after its last post', () => {
    expect(POST_LIMITS.feedPageSize).toBe(10);
    expect(nextCursor(posts([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]))).toEqual({ after: 21 });
    expect(nextCursor(posts([5, 4, 3]))).toBeUndefined();
    expect(nextCursor(posts([]))).toBeUndefined();
  });
});

describe('the post page asking again', () => {
  it('retries 3 times, waiting twice as long each time, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(postRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const down = new ApiError('', 503);
    expect([0, 1, 2, 3].map((n) => shouldRetryPost(n, down))).toEqual([true, true, true, false]);
    expect(shouldRetryPost(0, new ApiError('', 0, 'network'))).toBe(true);
    expect(shouldRetryPost(0, new ApiError('', 429))).toBe(true);
  });

  it('does not ask again for a post that is not there, or an address it refused', () => {
    expect(shouldRetryPost(0, new ApiError('Post not found', 404))).toBe(false);
    expect(shouldRetryPost(0, new ApiError('bad url', 400))).toBe(false);
  });
});
