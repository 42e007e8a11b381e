import { ArrowUp, ChevronLeft, MessageSquareDashed, PanelRight } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSend, isSendKey } from '@shared/messenger/rules.ts';
import type { Chat, Message } from '@shared/messenger/types.ts';
import { IconButton } from '@app/ui/icon-button.tsx';
import { PEOPLE } from '../demo/chats.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { MessageBubble } from './message-bubble.tsx';

interface Props {
  chat: Chat;
  messages: Message[];
  onSend: (text: string) => boolean;
  infoOpen: boolean;
  onToggleInfo: () => void;
  /** On a phone: back to the dialog list. */
  onBack?: () => void;
}

/** The open dialog: header, messages (kept scrolled to the newest) and the composer. */
export function ChatView({ chat, messages, onSend, infoOpen, onToggleInfo, onBack }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // Auto-scroll: the newest message in view on opening and on every new one.
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.id, messages.length]);

  // The composer grows with its text up to five lines.
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 120)}px`;
  }, [text]);

  const send = () => {
    if (onSend(text)) setText('');
  };

  const subtitle = chat.isGroup
    ? t('messenger.members', { count: (chat.members?.length ?? 0) + 1 })
    : chat.online
      ? t('messenger.online')
      : t('messenger.offline');

  return (
    <section className="msg-chat-view" aria-label={chat.name} data-testid="chat-view">
      <header className="msg-chat-head">
        {onBack && (
          <IconButton
            label={t('messenger.back')}
            variant="accent"
            className="msg-chat-head__back"
            onClick={onBack}
            data-testid="chat-back"
          >
            <ChevronLeft size={24} aria-hidden />
          </IconButton>
        )}
        <ChatAvatar chat={chat} size={40} />
        <div className="msg-chat-head__text">
          <h2 className="msg-chat-head__name" data-testid="chat-title">
            {chat.name}
          </h2>
          <span className={`msg-chat-head__sub${chat.online && !chat.isGroup ? ' is-online' : ''}`}>{subtitle}</span>
        </div>
        <IconButton
          label={infoOpen ? t('messenger.hideInfo') : t('messenger.showInfo')}
          variant="accent"
          onClick={onToggleInfo}
          aria-pressed={infoOpen}
          data-testid="toggle-info"
        >
          <PanelRight size={20} aria-hidden />
        </IconButton>
      </header>
      <div className="msg-messages" ref={list} data-testid="messages">
        {messages.length === 0 ? (
          <div className="msg-messages__empty">
            <MessageSquareDashed size={36} aria-hidden />
            {t('messenger.startDialog', { name: chat.name })}
          </div>
        ) : (
          <ul>
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} sender={chat.isGroup ? PEOPLE[m.senderId] : undefined} />
            ))}
          </ul>
        )}
      </div>
      <form
        className="msg-composer"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <textarea
          ref={input}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
              e.preventDefault();
              send();
            }
          }}
          placeholder={t('messenger.inputPlaceholder')}
          aria-label={t('messenger.inputPlaceholder')}
          enterKeyHint="send"
          data-testid="message-input"
        />
        <button
          type="submit"
          className="msg-send"
          disabled={!canSend(text)}
          aria-label={t('messenger.send')}
          title={t('messenger.send')}
          data-testid="send-message"
        >
          <ArrowUp size={20} aria-hidden />
        </button>
      </form>
    </section>
  );
}
