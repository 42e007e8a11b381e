import { Button } from '@telegram-apps/telegram-ui';
import { Archive, Info, Pin, PinOff, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { POST_LIMITS, type PostStatus } from '@shared/posts/limits.ts';
import { postPath } from '@shared/posts/post-url.ts';
import { postsActions, type Post } from '@shared/schemas/posts.ts';
import { ApiError } from '@app/lib/api-client.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { useSetField } from '@app/lib/forms/use-set-field.ts';
import { useZodForm } from '@app/lib/forms/use-zod-form.ts';
import { useSession } from '@app/lib/session.ts';
import { useTelegramButtons } from '@app/lib/telegram/native.tsx';
import { AutoTextarea } from '@app/ui/auto-textarea.tsx';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { FieldError } from '@app/ui/field-error.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { ImageUpload } from '@app/ui/image-upload.tsx';
import { TitleTextarea } from '@app/ui/title-textarea.tsx';
import { Modal } from '@app/ui/modal.tsx';
import type { MenuItem } from '@app/ui/options-menu.tsx';
import { showToast, toast } from '@app/ui/toast.ts';
import { useArchivePost, useCreatePost, usePinPost, useUpdatePost } from '../api/post-mutations.ts';
import { useIsAdmin, usePostsOnHomeFeed } from '../api/profile-posts.ts';
import { EditorAttachments } from '../attachments/editor-attachments.tsx';
import { clearDraft, readDraft, writeDraft, type DraftValues } from './draft-storage.ts';
import { InsertImageButton } from './insert-image.tsx';
import { useMarkdownHelp } from './markdown-help.tsx';
import '../posts.css';

/** What the editor edits, checked by the create call's own schema (an update sends the same fields). */
const postForm = postsActions.create.omit({ action: true, sessionId: true });

/** How long typing rests before it is written to local storage. */
const PERSIST_DELAY_MS = 300;

/** How long the toast after publishing stays when it explains where the post went: it has more to read. */
const PROFILE_ONLY_TOAST_MS = 8000;

const valuesOf = (post: Post | null | undefined): DraftValues => ({
  title: post?.title ?? '',
  preview: post?.preview?.content ?? '',
  content: post?.content?.content ?? '',
  cover: post?.cover ?? null,
});

export interface PostEditorProps {
  /** The post to edit; none: a new post. */
  post?: Post | null;
  onClose: () => void;
  /** After a save (the saved post, as the server answered it). */
  onSaved?: (post: Post) => void;
  /** After archiving (the post page leaves for the feed); default: just close. */
  onArchived?: (post: Post) => void;
}

/**
 * The post editor: title, preview, Markdown
 * content with its help, cover; Cancel, Save draft, Publish; pin and archive in edit mode.
 * What is typed is kept on the device until saved (draft-storage.ts).
 */
export default function PostEditor({ post = null, onClose, onSaved, onArchived }: PostEditorProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const formId = useId();
  const postId = post?.id ?? null;
  const saved = useMemo(() => valuesOf(post), [post]);
  const [restored, setRestored] = useState(() => readDraft(postId));
  const start = restored ?? saved;
  const form = useZodForm(postForm, {
    defaultValues: {
      title: start.title,
      preview: { content: start.preview },
      content: { content: start.content },
      cover: start.cover,
      status: post?.status ?? 'draft',
    },
  });
  const set = useSetField(form);
  const { errors, isSubmitting } = form.formState;
  const create = useCreatePost();
  const update = useUpdatePost();
  const pin = usePinPost();
  const archive = useArchivePost();
  const [pinned, setPinned] = useState({
    feed: post?.is_pinned ?? false,
    profile: post?.is_profile_pinned ?? false,
  });
  const isAdmin = useIsAdmin(session.isAuth);
  // Whether this author's posts reach the home feed: the server says (their profile's answer, then the save's).
  const onHomeFeed = usePostsOnHomeFeed(session.isAuth);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  // The uploader keeps its own preview: a new key starts it afresh (cover removed, draft discarded).
  const [uploaderKey, setUploaderKey] = useState(0);
  const help = useMarkdownHelp();

  // Keep typing on the device: debounced, flushed when the editor closes or the page goes away.
  const pending = useRef<DraftValues | null>(null);
  const done = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (pending.current && !done.current) writeDraft(postId, pending.current, saved);
      pending.current = null;
    };
    const sub = form.watch((v) => {
      pending.current = {
        title: v.title ?? '',
        preview: v.preview?.content ?? '',
        content: v.content?.content ?? '',
        cover: v.cover ?? null,
      };
      clearTimeout(timer);
      timer = setTimeout(flush, PERSIST_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      sub.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, postId, saved]);

  const finish = () => {
    done.current = true;
    pending.current = null;
    clearDraft(postId);
  };
  /** Cancel discards the typing; closing the app keeps it for the next open. */
  const cancel = () => {
    finish();
    onClose();
  };

  const toSignIn = () => {
    toast.info(t('posts.editor.signInToSave'));
    onClose();
    navigate('/auth');
  };

  const save = (status: PostStatus) =>
    form.handleSubmit(async (data) => {
      setSaveError(null);
      // Saving without a session goes to sign-in; the typing stays on the device and survives it.
      if (!session.isAuth) return toSignIn();
      const body = { ...data, status, cover: data.cover || null };
      try {
        const answer =
          postId !== null ? await update.mutateAsync({ ...body, id: postId }) : await create.mutateAsync(body);
        finish();
        if (status === 'published' && post?.status !== 'published' && !answer.postsOnHomeFeed)
          // Published where the author decides, but not on the home feed: say where it went.
          showToast('success', t('posts.editor.publishedProfileOnly'), PROFILE_ONLY_TOAST_MS, {
            href: postPath(answer.post),
            label: t('posts.editor.openPost'),
          });
        else
          toast.success(
            t(
              status === 'draft'
                ? 'posts.editor.savedDraft'
                : post?.status === 'published'
                  ? 'posts.editor.saved'
                  : 'posts.editor.published',
            ),
          );
        onSaved?.(answer.post);
        onClose();
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return toSignIn();
        setSaveError(err);
      }
    })();

  const discardRestored = () => {
    clearDraft(postId);
    setRestored(null);
    form.reset({
      title: saved.title,
      preview: { content: saved.preview },
      content: { content: saved.content },
      cover: saved.cover,
      status: post?.status ?? 'draft',
    });
    setUploaderKey((k) => k + 1);
  };

  const options: MenuItem[] | undefined = post
    ? [
        // An author pins on their own profile; only admins on the home feed.
        ...(['profile', 'feed'] as const)
          .filter((on) => on === 'profile' || isAdmin)
          .map((on) => ({
            key: on === 'feed' ? 'pin' : 'pin-profile',
            label: t(`posts.editor.${pinned[on] ? 'unpin' : 'pin'}.${on}`),
            icon: pinned[on] ? <PinOff size={18} aria-hidden /> : <Pin size={18} aria-hidden />,
            onSelect: () =>
              pin.mutate(
                { id: post.id, on },
                {
                  onSuccess: ({ post: p }) => {
                    const now = on === 'feed' ? p.is_pinned : p.is_profile_pinned;
                    setPinned((s) => ({ ...s, [on]: now }));
                    toast.success(t(now ? 'posts.editor.pinnedDone' : 'posts.editor.unpinnedDone'));
                  },
                },
              ),
          })),
        {
          key: 'archive',
          label: t('posts.editor.archive'),
          icon: <Archive size={18} aria-hidden />,
          danger: true,
          onSelect: () => setConfirmArchive(true),
        },
      ]
    : undefined;

  const runArchive = () =>
    post &&
    archive.mutate(
      { id: post.id },
      {
        onSuccess: ({ post: p }) => {
          finish();
          setConfirmArchive(false);
          toast.success(t('posts.editor.archived'));
          onClose();
          onArchived?.(p);
        },
        onError: () => setConfirmArchive(false),
      },
    );

  const published = post?.status === 'published';
  const cover = form.watch('cover');
  const busy = isSubmitting || archive.isPending;
  // The form's own sentence, and under it the server's own text (already in the reader's language) when it gave one.
  const errorDetail =
    saveError instanceof ApiError ? saveError.message || (saveError.status === 0 ? errorText(saveError, t) : '') : '';
  const publishText = published ? t('posts.editor.saveChanges') : t('posts.editor.publish');
  // Beside Publish, for an author whose posts stay on their profile: where the post will go.
  const feedNote =
    !published && onHomeFeed === false ? (
      <p className="post-editor__feed-note" data-testid="post-editor-feed-note">
        <Info size={16} aria-hidden />
        <span>{t('posts.editor.profileOnlyNote')}</span>
      </p>
    ) : null;
  const draftText = published ? t('posts.editor.unpublish') : t('posts.editor.saveDraft');
  // Inside Telegram its own buttons publish and keep a draft; the X and Telegram's
  // back button close. Not under the archive confirmation.
  const tg = useTelegramButtons(
    confirmArchive
      ? null
      : {
          main: {
            text: publishText,
            onClick: () => void save('published'),
            loading: isSubmitting,
            disabled: busy || (form.formState.isSubmitted && !form.formState.isValid),
          },
          // Telegram's second button has half the bar on a phone: the short word.
          secondary: {
            text: published ? draftText : t('posts.editor.draftButton'),
            onClick: () => void save('draft'),
            disabled: busy,
          },
        },
  );

  return (
    <Modal
      open
      onClose={cancel}
      unsaved={form.formState.isDirty}
      busy={busy}
      title={post ? t('posts.editor.editTitle') : t('posts.editor.createTitle')}
      size="lg"
      closeOnBackdrop={false}
      options={options}
      optionsLabel={t('posts.editor.options')}
      initialFocus="[data-testid=post-editor-title]"
      testId="post-editor"
      footer={
        tg.main && tg.secondary ? undefined : (
          <div className="post-editor__actions">
            <Button
              type="button"
              mode="gray"
              size="m"
              onClick={cancel}
              disabled={busy}
              data-testid="post-editor-cancel"
            >
              {t('common.cancel')}
            </Button>
            {!tg.secondary && (
              <Button
                type="button"
                mode="bezeled"
                size="m"
                onClick={() => void save('draft')}
                disabled={busy}
                data-testid="post-editor-draft"
              >
                {draftText}
              </Button>
            )}
            {!tg.main && (
              <Button
                type="button"
                mode="filled"
                size="m"
                className="post-editor__publish"
                onClick={() => void save('published')}
                disabled={busy}
                loading={isSubmitting}
                data-testid="post-editor-publish"
              >
                {publishText}
              </Button>
            )}
            {!tg.main && feedNote}
          </div>
        )
      }
    >
      <form id={formId} className="post-form" noValidate onSubmit={(e) => e.preventDefault()}>
        {saveError !== null && (
          <div className="post-banner" role="alert" data-testid="post-editor-error">
            <div>
              <strong>{t('posts.editor.failed')}</strong>
              {errorDetail && <span>{errorDetail}</span>}
            </div>
            <IconButton label={t('common.close')} size="s" round onClick={() => setSaveError(null)}>
              <X size={16} aria-hidden />
            </IconButton>
          </div>
        )}
        {restored && (
          <div className="post-notice" role="status" data-testid="post-editor-restored">
            <RotateCcw size={16} aria-hidden />
            <span>{t('posts.editor.restored')}</span>
            <button type="button" className="post-text-btn" onClick={discardRestored} data-testid="post-editor-discard">
              {t('posts.editor.discard')}
            </button>
          </div>
        )}
        <label className="post-field">
          <span className="post-field__label">
            {t('posts.editor.title')}{' '}
            <span className="post-required" aria-hidden>
              *
            </span>
          </span>
          <TitleTextarea
            className={`post-input post-input--title${errors.title ? ' is-invalid' : ''}`}
            maxLength={POST_LIMITS.title}
            required
            aria-invalid={!!errors.title}
            placeholder={t('posts.editor.titlePlaceholder')}
            {...form.register('title')}
            data-testid="post-editor-title"
          />
          <FieldError error={errors.title} className="post-field__error" testId="post-editor-title-error" />
        </label>
        <div className="post-field">
          <span className="post-field__label">{t('posts.editor.cover')}</span>
          <ImageUpload
            key={uploaderKey}
            bucket="posts"
            folder="covers"
            value={cover}
            onUploaded={(url) => set('cover', url)}
            failedText={t('posts.editor.coverFailed')}
            data-testid="post-editor-cover"
          />
          {cover && (
            <button
              type="button"
              className="post-text-btn post-field__aside"
              onClick={() => {
                set('cover', null);
                setUploaderKey((k) => k + 1);
              }}
              data-testid="post-editor-remove-cover"
            >
              {t('posts.editor.removeCover')}
            </button>
          )}
        </div>
        <Controller
          control={form.control}
          name="preview.content"
          render={({ field }) => (
            <label className="post-field">
              <span className="post-field__label">{t('posts.editor.preview')}</span>
              <AutoTextarea
                minHeight={72}
                className="post-input post-textarea"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                maxLength={POST_LIMITS.preview}
                placeholder={t('posts.editor.previewPlaceholder')}
                aria-describedby={`${formId}-preview-hint`}
                data-testid="post-editor-preview"
              />
              <span id={`${formId}-preview-hint`} className="post-field__hint">
                {t('posts.editor.previewHint')}
              </span>
              <FieldError error={errors.preview?.content} className="post-field__error" />
            </label>
          )}
        />
        <Controller
          control={form.control}
          name="content.content"
          render={({ field }) => (
            <div className="post-field">
              <div className="post-field__row">
                <label className="post-field__label" htmlFor={`${formId}-content`}>
                  {t('posts.editor.content')}
                </label>
                <span className="post-field__tools">
                  <InsertImageButton
                    textareaId={`${formId}-content`}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                  />
                  {help.button}
                </span>
              </div>
              {help.panel}
              <AutoTextarea
                id={`${formId}-content`}
                minHeight={200}
                className="post-input post-textarea post-textarea--content"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                maxLength={POST_LIMITS.content}
                placeholder={t('posts.editor.contentPlaceholder')}
                aria-describedby={`${formId}-autosave`}
                data-testid="post-editor-content"
              />
              <FieldError error={errors.content?.content} className="post-field__error" />
            </div>
          )}
        />
        <p id={`${formId}-autosave`} className="post-field__hint">
          {t('posts.editor.autosave')}
        </p>
        {/* Inside Telegram its own button publishes, under the page: the note closes the form. */}
        {tg.main && feedNote}
      </form>
      {post && <EditorAttachments post={post} />}
      {post && (
        <ConfirmDialog
          open={confirmArchive}
          onOpenChange={setConfirmArchive}
          title={t('posts.editor.archiveTitle')}
          message={t('posts.editor.archiveMessage', { title: form.getValues('title') || post.title })}
          confirm={t('posts.editor.archive')}
          destructive
          busy={archive.isPending}
          onConfirm={runArchive}
          data-testid="post-archive-confirm"
        />
      )}
    </Modal>
  );
}
