import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  afterSending,
  asSeenBy,
  canSend,
  DELIVERED_AFTER_MS,
  newOwnMessage,
  openChat,
  SENT_AFTER_MS,
} from '@shared/messenger/rules.ts';
import { datedDemo } from '@shared/messenger/demo-times.ts';
import type { Chat, Message, MessageStatus } from '@shared/messenger/types.ts';
import { useOwnName } from './api/own-name.ts';
import { DEMO_CHATS, DEMO_MESSAGES, PEOPLE } from './demo/chats.ts';

interface State {
  chats: Chat[];
  messages: Record<string, Message[]>;
  currentId: string | null;
}

/** The demo as of the page's opening: its last message two minutes ago, so a reply is always later. */
const initial = (language: string): State => ({
  ...datedDemo(DEMO_CHATS, DEMO_MESSAGES, new Date(), language),
  currentId: null,
});

/**
 * The demo messenger's state, on this page only (no network calls). Opening a dialog
 * reads it; a sent message goes sending → sent after 0.5 s → delivered 1 s later.
 */
export function useMessenger() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>(() => initial(i18n.language));
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const seq = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  };

  const setStatus = (chatId: string, messageId: string, status: MessageStatus) =>
    setState((s) => ({
      ...s,
      messages: {
        ...s.messages,
        [chatId]: (s.messages[chatId] ?? []).map((m) => (m.id === messageId ? { ...m, status } : m)),
      },
    }));

  const open = useCallback(
    (id: string) => setState((s) => ({ ...s, chats: openChat(s.chats, id), currentId: id })),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, currentId: null })), []);

  const send = (text: string): boolean => {
    const chatId = state.currentId;
    if (!chatId || !canSend(text)) return false;
    const message = newOwnMessage(`own-${++seq.current}`, text, new Date());
    setState((s) => ({
      ...s,
      chats: afterSending(s.chats, chatId, message),
      messages: { ...s.messages, [chatId]: [...(s.messages[chatId] ?? []), message] },
    }));
    later(SENT_AFTER_MS, () => setStatus(chatId, message.id, 'sent'));
    later(SENT_AFTER_MS + DELIVERED_AFTER_MS, () => setStatus(chatId, message.id, 'delivered'));
    return true;
  };

  // A demo person never sees a dialog with themselves.
  const selfName = useOwnName();
  const seen = useMemo(
    () => asSeenBy(state.chats, state.messages, PEOPLE, selfName, t('messenger.you')),
    [state.chats, state.messages, selfName, t],
  );
  const current = seen.chats.find((c) => c.id === state.currentId) ?? null;
  return {
    chats: seen.chats,
    current,
    messages: current ? (seen.messages[current.id] ?? []) : [],
    open,
    close,
    send,
  };
}
