import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleChats } from '@shared/messenger/rules.ts';
import { pushBackHandler } from '@app/lib/telegram/use-back-button.ts';
import { PHONE_QUERY, useMediaQuery } from '@app/lib/use-media-query.ts';
import { useDocumentTitle } from '@app/ui/use-document-title.ts';
import { ChatInfo } from './components/chat-info.tsx';
import { ChatList } from './components/chat-list.tsx';
import { ChatView } from './components/chat-view.tsx';
import { NewMessageDialog } from './components/new-message-dialog.tsx';
import { useMessenger } from './use-messenger.ts';
import './messenger.css';

/**
 * The messenger (demo, local data only): dialogs on the left, the chat in the
 * middle, info on the right. On a phone the list and the chat are two screens, and Telegram's
 * back button (or the chat's own back arrow outside Telegram) returns from the chat to the list.
 */
export default function MessengerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.messenger'));
  const phone = useMediaQuery(PHONE_QUERY);
  const { chats, current, messages, open, close, send } = useMessenger();
  const [search, setSearch] = useState('');
  const [infoOpen, setInfoOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const currentId = current?.id ?? null;

  // The back button closes what is on top: the info panel, then the chat (phone only).
  useEffect(() => {
    if (phone && currentId) return pushBackHandler(close);
  }, [phone, currentId, close]);
  useEffect(() => {
    if (phone && infoOpen && currentId) return pushBackHandler(() => setInfoOpen(false));
  }, [phone, infoOpen, currentId]);

  const shown = visibleChats(chats, search);

  return (
    <div
      className={`msg-page${current ? ' has-chat' : ''}${infoOpen && current ? ' has-info' : ''}`}
      data-testid="messenger-page"
    >
      <ChatList
        chats={shown}
        currentId={currentId}
        search={search}
        onSearchChange={setSearch}
        onOpen={open}
        onNewMessage={() => setPicking(true)}
      />
      <div className="msg-main">
        {current ? (
          <ChatView
            key={current.id}
            chat={current}
            messages={messages}
            onSend={send}
            infoOpen={infoOpen}
            onToggleInfo={() => setInfoOpen((v) => !v)}
            onBack={phone ? close : undefined}
          />
        ) : (
          <div className="msg-placeholder" data-testid="messenger-placeholder">
            <Placeholder
              header={t('messenger.placeholder.title')}
              description={t('messenger.placeholder.text')}
              action={
                <Button size="m" mode="bezeled" onClick={() => setPicking(true)}>
                  {t('messenger.newMessage')}
                </Button>
              }
            >
              <span className="msg-placeholder__icon">
                <MessagesSquare size={44} aria-hidden />
              </span>
            </Placeholder>
          </div>
        )}
      </div>
      {current && infoOpen && <ChatInfo chat={current} onClose={() => setInfoOpen(false)} />}
      <NewMessageDialog
        open={picking}
        onClose={() => setPicking(false)}
        chats={chats}
        onPick={(id) => {
          setPicking(false);
          setSearch('');
          open(id);
        }}
      />
    </div>
  );
}
