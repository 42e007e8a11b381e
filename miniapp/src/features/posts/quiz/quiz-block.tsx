import { Button } from '@telegram-apps/telegram-ui';
import { BarChart3, ListChecks, Pause, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Post } from '@shared/schemas/posts.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { preloadableLazy } from '@app/lib/preloadable-lazy.tsx';
import { useSession } from '@app/lib/session.ts';
import { ConfirmDialog } from '@app/ui/confirm-dialog.tsx';
import { ErrorBanner } from '@app/ui/error-banner.tsx';
import { useIsOwnPost } from '../api/profile-posts.ts';
import { useInView } from '../attachments/use-in-view.ts';
import { useDeleteQuiz, useQuizByPost, useSetQuizPaused } from './quiz-api.ts';
import './quiz.css';
import { IconButton } from '@app/ui/icon-button.tsx';
import { SendToChatButton } from '@app/ui/send-to-chat.tsx';

// The player, the editor (with dnd-kit and the form) and the table load when opened.
// The player is fetched once a quiz the reader may start is on screen, so "Start" shows it in
// the tap's own frame (lib/preloadable-lazy.tsx says why); the editor and results as they open.
const { Component: QuizPlayer, readyWhenIdle: readyQuizPlayer } = preloadableLazy(() => import('./quiz-player.tsx'));
const QuizEditor = lazy(() => import('./quiz-editor.tsx'));
const QuizResults = lazy(() => import('./quiz-results.tsx'));

type Open = 'player' | 'editor' | 'results' | 'delete' | null;

/**
 * A post's quiz: what it is, Start, and the
 * owner's pause, edit, delete and results. With `allowAdd` (the post page) its author sees
 * "Add quiz" on a post without one; a feed of one's own posts is not filled with that button.
 */
export function QuizBlock({ post, allowAdd = false }: { post: Post; allowAdd?: boolean }) {
  const isOwn = useIsOwnPost(post);
  if (!post.has_quiz && !(allowAdd && isOwn && !post.is_archived)) return null;
  return <QuizBlockBody post={post} isOwn={isOwn} />;
}

function QuizBlockBody({ post, isOwn }: { post: Post; isOwn: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const [ref, seen] = useInView<HTMLElement>();
  const q = useQuizByPost(post.id, seen);
  const [open, setOpen] = useState<Open>(null);
  const pause = useSetQuizPaused();
  const del = useDeleteQuiz();
  const [pauseError, setPauseError] = useState<unknown>(null);
  const quiz = q.data?.quiz ?? null;
  const viewer = q.data?.viewer ?? null;
  const owner = viewer?.isOwner ?? isOwn;
  const close = () => setOpen(null);
  const playable = !!quiz && session.isAuth && (viewer?.canStart ?? !quiz.is_paused);
  useEffect(() => {
    if (playable) readyQuizPlayer();
  }, [playable]);

  const dialogs = (
    <Suspense fallback={null}>
      {open === 'editor' && <QuizEditor postId={post.id} quiz={quiz} onClose={close} />}
      {open === 'player' && quiz && viewer && <QuizPlayer quiz={quiz} viewer={viewer} onClose={close} />}
      {open === 'results' && quiz && <QuizResults quiz={quiz} isOwner={owner} onClose={close} />}
    </Suspense>
  );

  if (!quiz) {
    return (
      <section ref={ref} className="quiz-block quiz-block--empty" data-testid="quiz-block">
        {q.isError && (
          <ErrorBanner title={t('quiz.block.loadFailed')} message={errorText(q.error, t, 'quiz.block.loadFailed')} />
        )}
        {q.isPending && post.has_quiz && <div className="quiz-skel" aria-hidden />}
        {q.isSuccess && owner && (
          <Button
            mode="bezeled"
            size="s"
            before={<Plus size={16} aria-hidden />}
            onClick={() => setOpen('editor')}
            data-testid="quiz-add"
          >
            {t('quiz.block.add')}
          </Button>
        )}
        {dialogs}
      </section>
    );
  }

  const startable = viewer?.canStart ?? !quiz.is_paused;
  const start = () => {
    if (!session.isAuth) return navigate('/auth');
    setOpen('player');
  };
  const togglePause = () => {
    setPauseError(null);
    pause.mutate({ quizId: quiz.id, paused: !quiz.is_paused }, { onError: setPauseError });
  };

  return (
    <section
      ref={ref}
      className="quiz-block"
      aria-labelledby={`quiz-${quiz.id}-title`}
      data-testid="quiz-block"
      data-quiz-id={quiz.id}
    >
      <div className="quiz-block__head">
        <span className="quiz-block__icon" aria-hidden>
          <ListChecks size={20} />
        </span>
        <div className="quiz-block__titles">
          <span className="quiz-block__label">{t('quiz.block.label')}</span>
          <h3 className="quiz-block__title" id={`quiz-${quiz.id}-title`} data-testid="quiz-title">
            {quiz.title}
          </h3>
        </div>
      </div>
      {quiz.description && <p className="quiz-block__desc">{quiz.description}</p>}
      <ul className="quiz-block__facts">
        <li>{t('quiz.block.questions', { count: quiz.question_count })}</li>
        <li>
          {quiz.is_time_limit && quiz.time_limit
            ? t('quiz.block.timeLimit', { count: quiz.time_limit })
            : t('quiz.block.noLimit')}
        </li>
        {quiz.is_one_time && <li>{t('quiz.block.oneTime')}</li>}
        {quiz.is_anonymous && <li>{t('quiz.block.anonymous')}</li>}
        {owner && <li data-testid="quiz-participants">{t('quiz.block.participants', { count: quiz.passed_count })}</li>}
        {quiz.is_paused && (
          <li className="quiz-block__paused" data-testid="quiz-paused">
            {t('quiz.block.paused')}
          </li>
        )}
      </ul>
      {viewer?.completed && viewer.lastResult && (
        <p className="quiz-block__done" data-testid="quiz-done">
          {/* One sentence each, with its own full stop: two keys side by side read as one run-on line. */}
          {t(quiz.is_one_time && !owner ? 'quiz.block.done' : 'quiz.block.lastScore', {
            score: Math.round(viewer.lastResult.score),
          })}
        </p>
      )}
      {pauseError != null && (
        <ErrorBanner
          title={t('quiz.block.pauseFailed')}
          message={errorText(pauseError, t, 'quiz.block.pauseFailed')}
          onDismiss={() => setPauseError(null)}
        />
      )}
      <div className="quiz-block__actions">
        <Button
          mode="filled"
          size="s"
          before={<Play size={16} aria-hidden />}
          disabled={!startable}
          onClick={start}
          data-testid="quiz-start"
        >
          {viewer?.openAttempt ? t('quiz.block.resume') : t('quiz.block.start')}
        </Button>
        {post.status === 'published' && !post.is_archived && (
          <SendToChatButton target={{ type: 'quiz', id: quiz.id, title: quiz.title }} className="quiz-block__send" />
        )}
        {(owner || quiz.results_visible !== 'owner') && (
          <Button
            mode="bezeled"
            size="s"
            before={<BarChart3 size={16} aria-hidden />}
            onClick={() => setOpen('results')}
            data-testid="quiz-results-open"
          >
            {t('quiz.block.results')}
          </Button>
        )}
        {owner && (
          <>
            <Button
              mode="plain"
              size="s"
              before={quiz.is_paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
              loading={pause.isPending}
              onClick={togglePause}
              data-testid="quiz-pause"
            >
              {quiz.is_paused ? t('quiz.block.unpause') : t('quiz.block.pause')}
            </Button>
            <IconButton label={t('quiz.block.edit')} round onClick={() => setOpen('editor')} data-testid="quiz-edit">
              <Pencil size={18} aria-hidden />
            </IconButton>
            <IconButton
              label={t('quiz.block.delete')}
              round
              onClick={() => setOpen('delete')}
              data-testid="quiz-delete"
            >
              <Trash2 size={18} aria-hidden />
            </IconButton>
          </>
        )}
      </div>
      {dialogs}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(v) => !v && close()}
        title={t('quiz.block.deleteTitle')}
        message={t('quiz.block.deleteMessage')}
        confirm={t('quiz.block.deleteConfirm')}
        destructive
        busy={del.isPending}
        onConfirm={() => del.mutate({ quizId: quiz.id }, { onSettled: close })}
        data-testid="quiz-delete-dialog"
      />
    </section>
  );
}
