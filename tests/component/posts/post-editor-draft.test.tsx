import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileCall } from '@shared/contracts/profile.ts';
import { postsCalls } from '@shared/contracts/posts.ts';
import PostEditor from '@app/features/posts/editor/post-editor.tsx';
import { ownProfile, postOf } from '../support/posts-world.ts';
import { renderWithApp } from '../support/render.tsx';
import { answer, refuse, server, type Sent } from '../support/server.ts';

/*
 * The post editor's typing is never lost (miniapp/src/features/posts/editor/draft-storage.ts):
 * kept on the device as it is typed, brought back with a notice when the editor opens again,
 * dropped on save or Discard; a failed save keeps the editor, the typing and the server's text.
 * Writing, publishing and reading a post end to end: tests/e2e/posts.spec.ts; drafts in
 * Telegram's DeviceStorage: tests/e2e/telegram-forms.spec.ts.
 */

const NEW_DRAFT = 'lp:post-draft:new';
const stored = () =>
  JSON.parse(localStorage.getItem(NEW_DRAFT) ?? 'null') as { title?: string; content?: string } | null;
const field = (id: string) => screen.getByTestId(id) as HTMLTextAreaElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

function openEditor(props: Partial<Parameters<typeof PostEditor>[0]> = {}) {
  server.use(answer(profileCall, () => ownProfile()));
  const onClose = vi.fn();
  const app = renderWithApp(<PostEditor onClose={onClose} {...props} />);
  return { ...app, onClose };
}

describe('post editor: the typing is kept', () => {
  it('keeps what is typed on the device and brings it back, with a notice, when the editor opens again', async () => {
    const first = openEditor();
    type('post-editor-title', 'Аренда офиса');
    type('post-editor-content', 'Срок, ставку и **обеспечительный платёж**.');
    await waitFor(() => expect(stored()).toMatchObject({ title: 'Аренда офиса' }));
    expect(screen.queryByTestId('post-editor-restored')).toBeNull();
    first.unmount(); // the tab closed

    openEditor();
    expect(screen.getByTestId('post-editor-restored').textContent).toContain('Восстановлены несохранённые изменения.');
    expect(field('post-editor-title').value).toBe('Аренда офиса');
    expect(field('post-editor-content').value).toBe('Срок, ставку и **обеспечительный платёж**.');

    // 'Отменить их': back to the post as saved (here: empty), and nothing kept.
    fireEvent.click(screen.getByRole('button', { name: 'Отменить их' }));
    expect(screen.queryByTestId('post-editor-restored')).toBeNull();
    expect(field('post-editor-title').value).toBe('');
    expect(stored()).toBeNull();
  });

  it('brings back a cover uploaded before the tab closed', () => {
    const cover = '/uploads/posts/covers/0d6f3a52-5c1e-4b8a-9f43-2d7f1e6b9a10/full.webp';
    // As the editor writes it (draft-storage.ts).
    localStorage.setItem(
      NEW_DRAFT,
      JSON.stringify({ title: 'С обложкой', preview: '', content: '', cover, savedAt: 1 }),
    );
    openEditor();
    expect(screen.getByTestId('post-editor-restored')).toBeTruthy();
    expect(screen.getByTestId('post-editor-cover').querySelector('img')?.getAttribute('src')).toBe(cover);
  });

  it("keeps a post's typing under its own id, and nothing when it matches what the server has", async () => {
    const post = postOf({ title: 'Мой пост', content: { content: 'Текст' } });
    server.use(answer(postsCalls.get, () => ({ post })));
    const first = openEditor({ post });
    expect(screen.queryByTestId('post-editor-restored')).toBeNull();
    type('post-editor-title', 'Мой пост, исправленный');
    await waitFor(() => expect(localStorage.getItem('lp:post-draft:501')).toContain('Мой пост, исправленный'));
    type('post-editor-title', 'Мой пост');
    await waitFor(() => expect(localStorage.getItem('lp:post-draft:501')).toBeNull());
    first.unmount();
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
  });

  it('saves a draft: says so, closes, and keeps nothing on the device', async () => {
    const sent: Sent[] = [];
    server.use(
      answer(postsCalls.create, (s) => {
        sent.push(s);
        return { post: postOf({ title: String(s.title) }), postsOnHomeFeed: true };
      }),
    );
    const { onClose } = openEditor();
    type('post-editor-title', 'Черновик о сроках');
    await waitFor(() => expect(stored()).not.toBeNull());
    fireEvent.click(screen.getByTestId('post-editor-draft'));
    expect((await screen.findByTestId('toast-success')).textContent).toBe('Черновик сохранён');
    expect(sent).toEqual([expect.objectContaining({ title: 'Черновик о сроках', status: 'draft' })]);
    expect(onClose).toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it("a failed save keeps the editor open with 'Не удалось сохранить пост' and the server's text, and the typing", async () => {
    server.use(answer(postsCalls.create, () => refuse(503, 'Сервис временно недоступен')));
    const { onClose } = openEditor();
    type('post-editor-title', 'Не сохранится');
    fireEvent.click(screen.getByTestId('post-editor-publish'));
    const banner = await screen.findByTestId('post-editor-error');
    expect(banner.textContent).toContain('Не удалось сохранить пост. Попробуйте ещё раз.');
    expect(banner.textContent).toContain('Сервис временно недоступен');
    expect(field('post-editor-title').value).toBe('Не сохранится');
    await waitFor(() => expect(stored()).toMatchObject({ title: 'Не сохранится' }));
    expect(onClose).not.toHaveBeenCalled();
    // No second message: the editor shows the failure itself.
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});

describe('post editor: validation', () => {
  it("says 'обязательное поле' under an empty title and sends nothing", async () => {
    const create = vi.fn();
    server.use(answer(postsCalls.create, create));
    openEditor();
    fireEvent.click(screen.getByTestId('post-editor-publish'));
    expect((await screen.findByTestId('post-editor-title-error')).textContent).toBe('обязательное поле');
    type('post-editor-title', 'Есть заголовок');
    await waitFor(() => expect(screen.queryByTestId('post-editor-title-error')).toBeNull());
    expect(create).not.toHaveBeenCalled();
  });
});
