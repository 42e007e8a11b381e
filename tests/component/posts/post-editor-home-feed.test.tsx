import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { profileCall } from '@shared/contracts/profile.ts';
import { postsCalls } from '@shared/contracts/posts.ts';
import type { Post } from '@shared/schemas/posts.ts';
import PostEditor from '@app/features/posts/editor/post-editor.tsx';
import { ownProfile, postOf } from '../support/posts-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, server, type Sent } from '../support/server.ts';

/*
 * The home feed shows only the posts of authors the editors marked (`home_feed_post`); the
 * server says whether an author is one (their profile's answer, and every save's). The editor
 * tells an author who is not, where they decide (beside Publish) and after publishing (the
 * toast, with a link to the post). Drawn in a browser at both sizes: tests/e2e/posts.spec.ts.
 */

const NOTE = 'Пост появится в вашем профиле: в общую ленту попадают посты авторов, которых отметила редакция.';
const PROFILE_ONLY =
  'Пост опубликован в вашем профиле. В общую ленту попадают посты авторов, которых отметила редакция.';

/** The editor of `post` (none: a new one) for an author whose posts do or do not reach the home feed. */
function openEditor(onHomeFeed: boolean, post: Post | null = null) {
  const sent: Sent[] = [];
  const saved = (s: Sent) => {
    sent.push(s);
    return {
      post: postOf({ ...(post ?? {}), title: String(s.title), status: s.status as Post['status'], slug: 'arenda' }),
      postsOnHomeFeed: onHomeFeed,
    };
  };
  server.use(
    answer(profileCall, () => ownProfile({ postsOnHomeFeed: onHomeFeed })),
    answer(postsCalls.create, saved),
    answer(postsCalls.update, saved),
  );
  const onClose = vi.fn();
  const app = renderWithApp(<PostEditor post={post} onClose={onClose} />);
  return { ...app, sent, onClose };
}

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('post editor: where a post goes', () => {
  it('tells an author whose posts stay on their profile, beside Publish, and says where it went after publishing, with a link to it', async () => {
    const { sent, onClose } = openEditor(false);
    expect((await screen.findByTestId('post-editor-feed-note')).textContent).toBe(NOTE);
    type('post-editor-title', 'Аренда офиса');
    fireEvent.click(screen.getByTestId('post-editor-publish'));
    const toast = await screen.findByTestId('toast-success');
    expect(toast.textContent).toContain(PROFILE_ONLY);
    expect(screen.getByTestId('toast-link').textContent).toBe('Открыть пост');
    expect(screen.getByTestId('toast-link').getAttribute('href')).toBe('/post/p501-arenda');
    expect(sent).toEqual([expect.objectContaining({ title: 'Аренда офиса', status: 'published' })]);
    expect(onClose).toHaveBeenCalled();
  });

  it('says nothing of it to an author on the home feed: no note, and "Пост опубликован"', async () => {
    const { client } = openEditor(true);
    await waitFor(() => expect(client.getQueryData(['profile', 'own', 'test-session'])).toBeDefined());
    expect(screen.queryByTestId('post-editor-feed-note')).toBeNull();
    type('post-editor-title', 'Аренда офиса');
    fireEvent.click(screen.getByTestId('post-editor-publish'));
    expect((await screen.findByTestId('toast-success')).textContent).toBe('Пост опубликован');
    expect(screen.queryByTestId('toast-link')).toBeNull();
  });

  it('keeps feed talk out of a draft saved', async () => {
    openEditor(false);
    await screen.findByTestId('post-editor-feed-note');
    type('post-editor-title', 'Черновик');
    fireEvent.click(screen.getByTestId('post-editor-draft'));
    expect((await screen.findByTestId('toast-success')).textContent).toBe('Черновик сохранён');
    expect(screen.queryByTestId('toast-link')).toBeNull();
  });

  it('keeps it out of a published post edited: no note, and "Изменения сохранены"', async () => {
    const published = postOf({ title: 'Уже в профиле', status: 'published' });
    server.use(answer(postsCalls.get, () => ({ post: published })));
    const { client } = openEditor(false, published);
    await waitFor(() => expect(client.getQueryData(['profile', 'own', 'test-session'])).toBeDefined());
    expect(screen.queryByTestId('post-editor-feed-note')).toBeNull();
    fireEvent.click(screen.getByTestId('post-editor-publish'));
    expect((await screen.findByTestId('toast-success')).textContent).toBe('Изменения сохранены');
  });

  it('speaks English to an English reader', async () => {
    await i18next.changeLanguage('en');
    openEditor(false);
    expect((await screen.findByTestId('post-editor-feed-note')).textContent).toBe(
      'Your post will appear on your profile: the home feed shows posts by authors the editors have selected.',
    );
    type('post-editor-title', 'Office lease');
    fireEvent.click(screen.getByTestId('post-editor-publish'));
    expect((await screen.findByTestId('toast-success')).textContent).toContain(
      'Post published on your profile. The home feed shows posts by authors the editors have selected.',
    );
    expect(screen.getByTestId('toast-link').textContent).toBe('Open post');
  });
});
