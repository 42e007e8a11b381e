import { useCallback, useEffect, useRef, useState } from 'react';
import {
  afterSending,
  canSend,
  DELIVERED_AFTER_MS,
  newOwnMessage,
  openChat,
  SENT_AFTER_MS,
} from '@shared/messenger/rules.ts';
import type { Chat, Message, MessageStatus } from '@shared/messenger/types.ts';
import { DEMO_CHATS, DEMO_MESSAGES } from './demo/chats.ts';

interface State {
  chats: Chat[];
  messages: Record<string, Message[]>;
  currentId: string | null;
}

const initial = (): State => ({ chats: [...DEMO_CHATS], messages: { ...DEMO_MESSAGES }, currentId: null });

/**
 * The demo messenger's state, on this page only (no network calls). Spec §4: opening a dialog
 * reads it; a sent message goes sending → sent after 0.5 s → delivered 1 s later.
 */
export function useMessenger() {
  const [state, setState] = useState<State>(initial);
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

  const current = state.chats.find((c) => c.id === state.currentId) ?? null;
  return {
    chats: state.chats,
    current,
    messages: current ? (state.messages[current.id] ?? []) : [],
    open,
    close,
    send,
  };
}
