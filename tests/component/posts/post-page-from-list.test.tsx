import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileCall } from '@shared/contracts/profile.ts';
import { postsCalls } from '@shared/contracts/posts.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { postKeys } from '@app/features/posts/api/query-keys.ts';
import PostPage from '@app/features/posts/pages/post-page.tsx';
import { ownProfile, postOf } from '../support/posts-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, server } from '../support/server.ts';

/*
 * A post tapped in the feed opens at once as the feed has it (title, author, lead), not after a
 * spinner: its whole text, which lists leave out, follows when the server answers. A post no
 * list on this device has waits for the server, as before. The page itself, drawn by the server
 * and opened from a link: tests/e2e/posts.spec.ts.
 */

const TEXT = 'Суд первой инстанции удовлетворил иск в полном объёме.';
const full = postOf(
  {
    title: 'Взыскание неустойки по ДДУ',
    status: 'published',
    slug: 'neustoyka',
    preview: { content: 'Разбор свежего решения.' },
    content: { content: TEXT },
  },
  601,
);
/** As a list answers it: no text, only its length. */
const listed: Post = { ...full, content: null, content_length: TEXT.length };

/** The home feed's cached pages, holding `post`. */
const feedOf = (post: Post) => ({ pages: [{ posts: [post] }], pageParams: [{}] });

/** The post's own answer, held until `release()`. */
function heldPost() {
  let release = () => {};
  const answered = new Promise<void>((r) => (release = r));
  server.use(
    answer(profileCall, () => ownProfile()),
    answer(postsCalls.get, async () => {
      await answered;
      return { post: full };
    }),
  );
  return { release };
}

describe('the post page opened from a list', () => {
  it('shows the post as the feed had it at once, then its whole text', async () => {
    const { release } = heldPost();
    // The feed was seen first, in this session: a tap on its card leads here.
    renderWithApp(<PostPage params={{ url: 'p601-neustoyka' }} />, {
      path: '/post/p601-neustoyka',
      cached: (client) => client.setQueryData(postKeys.feed('test-session'), feedOf(listed)),
    });

    expect((await screen.findByTestId('post-title')).textContent).toBe(full.title);
    expect(screen.getByText('Разбор свежего решения.')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Загружаем текст…' })).toBeTruthy();
    expect(screen.queryByTestId('post-content')).toBeNull();

    release();
    // The Markdown renderer is a chunk of its own: the text shows once it has come.
    await waitFor(() => expect(screen.getByTestId('post-content').textContent).toContain(TEXT));
    expect(screen.queryByTestId('post-content-loading')).toBeNull();
  });

  it('waits for the server for a post no list here has, and for a list of another session', async () => {
    const { release } = heldPost();
    const app = renderWithApp(<PostPage params={{ url: 'p601' }} />, {
      path: '/post/p601',
      cached: (client) => client.setQueryData(postKeys.feed('someone-else'), feedOf(listed)),
    });
    await waitFor(() => expect(app.client.isFetching()).toBeGreaterThan(0));
    expect(screen.queryByTestId('post-title')).toBeNull();

    release();
    expect((await screen.findByTestId('post-title')).textContent).toBe(full.title);
    await waitFor(() => expect(screen.getByTestId('post-content').textContent).toContain(TEXT));
  });
});
