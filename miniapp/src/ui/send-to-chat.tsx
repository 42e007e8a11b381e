import { Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telegramShareUrl } from '@shared/posts/share-links.ts';
import { callFunction } from '../lib/api-client.ts';
import { shareCalls } from '../lib/calls.ts';
import { useSession } from '../lib/session.ts';
import { telegramEnv } from '../lib/telegram/index.ts';
import { openTelegramLink, sharePreparedMessage } from '../lib/telegram/native.tsx';

export type ShareTarget = { type: 'post' | 'vacancy' | 'quiz'; id: number; title: string };

/**
 * "Send to a chat" inside Telegram: the server prepares a rich card with the Bot
 * API (savePreparedInlineMessage) and Telegram's own share sheet sends it (shareMessage,
 * Bot API 8.0+). On older clients, or when the card cannot be prepared, the t.me/share link.
 * Renders nothing outside Telegram.
 */
export async function sendToChat(target: ShareTarget, fallbackLink: string | null): Promise<void> {
  let link = fallbackLink;
  try {
    const answer = await callFunction(shareCalls.prepare, { type: target.type, id: target.id });
    if (answer.preparedMessageId && (await sharePreparedMessage(answer.preparedMessageId))) return;
    link = answer.link ?? fallbackLink;
  } catch (err) {
    console.warn('share prepare failed', err);
  }
  if (!link) return;
  const url = telegramShareUrl(link, target.title);
  if (!openTelegramLink(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

export function SendToChatButton({
  target,
  fallbackLink = null,
  className,
  children,
}: {
  target: ShareTarget;
  fallbackLink?: string | null;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (telegramEnv() === null || !session.isAuth) return null;
  return (
    <button
      type="button"
      className={className ?? 'send-to-chat'}
      disabled={busy}
      data-testid={`send-to-chat-${target.type}`}
      aria-label={t('notify.share.sendToChat')}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        setBusy(true);
        void sendToChat(target, fallbackLink).finally(() => setBusy(false));
      }}
    >
      <Send size={16} aria-hidden />
      {children ?? t('notify.share.sendToChat')}
    </button>
  );
}
