import { postSchema, type Post } from '@shared/schemas/posts.ts';
import { profileAnswer } from '@shared/schemas/profile.ts';

const AT = '2026-11-01T09:00:00.000Z';
export const AUTHOR = { id: 1, name: 'Анна Смирнова', username: 'anna_smirnova', avatar: null, level: null };

/**
 * The signed-in author's own profile, as `profile` answers its owner (no admin role); by
 * default one whose posts reach the home feed, as the demo's authors'.
 */
export const ownProfile = ({ postsOnHomeFeed = true }: { postsOnHomeFeed?: boolean } = {}) =>
  profileAnswer.parse({
    profile: {
      ...AUTHOR,
      user_id: 1,
      cover: null,
      about: null,
      expertise: null,
      type: 'lawyer',
      roles: [],
      permissions: postsOnHomeFeed ? ['home_feed_post'] : [],
      postsOnHomeFeed,
      info: {},
      university: null,
      region: null,
      resume: null,
      isOwner: true,
    },
  });

/** A post as `posts` answers its author (shared/schemas/posts.ts). */
export function postOf(fields: Partial<Post> & { title: string }, id = 501): Post {
  const content = fields.content?.content ?? '';
  return postSchema.parse({
    id,
    profile_id: AUTHOR.id,
    preview: null,
    content: { content },
    content_length: content.length,
    excerpt: null,
    content_is_plain: false,
    cover: null,
    status: 'draft',
    slug: 'post',
    url: `p${id}`,
    is_pinned: false,
    is_profile_pinned: false,
    is_archived: false,
    created_at: AT,
    updated_at: AT,
    author: AUTHOR,
    has_quiz: false,
    has_job: false,
    has_event: false,
    ...fields,
  });
}
