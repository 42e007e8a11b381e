import { Button } from '@telegram-apps/telegram-ui';
import { Check, Copy, Send, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { miniAppPostLink, postWebLink, telegramShareUrl } from '@shared/posts/share-links.ts';
import type { Post } from '@shared/schemas/posts.ts';
import { copyText } from '@app/lib/clipboard.ts';
import { appConfig } from '@app/lib/config.ts';
import { telegramEnv } from '@app/lib/telegram/index.ts';
import { openTelegramLink } from '@app/lib/telegram/native.tsx';
import { useSession } from '@app/lib/session.ts';
import { Modal } from '@app/ui/modal.tsx';
import { sendToChat } from '@app/ui/send-to-chat.tsx';

/** The copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The share dialog: copy the post's address;
 * inside Telegram send it to a chat as a link that opens the post in the mini-app; elsewhere
 * the system share sheet where the browser has one.
 */
export function ShareDialog({
  post,
  onClose,
}: {
  post: Pick<Post, 'id' | 'url' | 'slug' | 'title'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const inputId = useId();
  const link = postWebLink(window.location.origin, post);
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const inTelegram = telegramEnv() !== null;
  const tmeLink = inTelegram ? miniAppPostLink(appConfig(), post.url) : null;
  const canShare = !inTelegram && typeof navigator.share === 'function';

  const onCopy = async () => {
    const ok = await copyText(link);
    setCopy(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    if (ok) timer.current = setTimeout(() => setCopy('idle'), COPIED_MS);
  };

  // A rich card through Telegram's share sheet, else the t.me/share link.
  const onSendToChat = () => {
    if (!tmeLink) return;
    if (session.isAuth) {
      void sendToChat({ type: 'post', id: post.id, title: post.title }, tmeLink);
      return;
    }
    const url = telegramShareUrl(tmeLink, post.title);
    if (!openTelegramLink(url)) window.open(url, '_blank', 'noopener,noreferrer');
  };

  const onSystemShare = () => {
    navigator.share({ title: post.title, url: link }).catch((err: Error) => {
      if (err.name !== 'AbortError') console.warn('Share failed', err);
    });
  };

  return (
    <Modal open onClose={onClose} title={t('posts.share.title')} size="sm" testId="share-dialog">
      <div className="post-share">
        <label className="post-field__label" htmlFor={inputId}>
          {t('posts.share.linkLabel')}
        </label>
        <input
          id={inputId}
          className="post-input post-share__link"
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-link"
        />
        <div className="post-share__actions">
          <Button
            mode={copy === 'copied' ? 'bezeled' : 'filled'}
            size="l"
            stretched
            before={copy === 'copied' ? <Check size={20} aria-hidden /> : <Copy size={20} aria-hidden />}
            onClick={() => void onCopy()}
            data-testid="share-copy"
          >
            {t('posts.share.copy')}
          </Button>
          {tmeLink && (
            <Button
              mode="bezeled"
              size="l"
              stretched
              before={<Send size={20} aria-hidden />}
              onClick={onSendToChat}
              data-testid="share-telegram"
            >
              {t('posts.share.telegram')}
            </Button>
          )}
          {canShare && (
            <Button
              mode="gray"
              size="l"
              stretched
              before={<Share2 size={20} aria-hidden />}
              onClick={onSystemShare}
              data-testid="share-system"
            >
              {t('posts.share.system')}
            </Button>
          )}
        </div>
        <p
          className={`post-share__status${copy === 'failed' ? ' error-text' : ''}`}
          role="status"
          aria-live="polite"
          data-testid="share-status"
        >
          {copy === 'copied' ? t('posts.share.copied') : copy === 'failed' ? t('posts.share.copyFailed') : ''}
        </p>
      </div>
    </Modal>
  );
}
