import { Badge } from '@telegram-apps/telegram-ui';
import { PenSquare, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@shared/messenger/types.ts';
import { DemoBadge } from '@app/ui/demo-badge.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { ChatAvatar } from './chat-avatar.tsx';

interface Props {
  chats: Chat[];
  currentId: string | null;
  search: string;
  onSearchChange: (v: string) => void;
  onOpen: (id: string) => void;
  onNewMessage: () => void;
}

/** The left sidebar: dialog search, 'new message' and the dialog list. */
export function ChatList({ chats, currentId, search, onSearchChange, onOpen, onNewMessage }: Props) {
  const { t } = useTranslation();
  return (
    <aside className="msg-sidebar" aria-label={t('messenger.dialogs')} data-testid="chat-list">
      <div className="msg-sidebar__head">
        <h1 className="msg-sidebar__title">
          {t('nav.messenger')} <DemoBadge>{t('messenger.demoBadge')}</DemoBadge>
        </h1>
        <IconButton label={t('messenger.newMessage')} variant="accent" onClick={onNewMessage} data-testid="new-message">
          <PenSquare size={20} aria-hidden />
        </IconButton>
      </div>
      <label className="msg-search">
        <Search size={18} aria-hidden />
        <input
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder={t('messenger.search')}
          aria-label={t('messenger.search')}
          data-testid="chat-search"
        />
      </label>
      {chats.length === 0 ? (
        <div className="msg-sidebar__empty" data-testid="no-chats">
          <SearchX size={28} aria-hidden />
          {t('messenger.noChats')}
        </div>
      ) : (
        <ul className="msg-chats">
          {chats.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className={`msg-chat${c.id === currentId ? ' is-active' : ''}`}
                onClick={() => onOpen(c.id)}
                aria-current={c.id === currentId || undefined}
                data-testid="chat-item"
                data-chat={c.id}
              >
                <ChatAvatar chat={c} />
                <span className="msg-chat__body">
                  <span className="msg-chat__top">
                    <span className="msg-chat__name">{c.name}</span>
                    <span className="msg-chat__time">{c.timestamp}</span>
                  </span>
                  <span className="msg-chat__bottom">
                    <span className="msg-chat__last">{c.lastMessage || t('messenger.noMessagesYet')}</span>
                    {c.unread > 0 && (
                      <Badge
                        type="number"
                        mode="primary"
                        className="msg-chat__unread"
                        aria-label={t('messenger.unread', { count: c.unread })}
                        data-testid="unread-badge"
                      >
                        {c.unread}
                      </Badge>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
