import { Users } from 'lucide-react';
import { avatarColor } from '@shared/initials.ts';
import type { Chat } from '@shared/messenger/types.ts';
import { Avatar } from '@app/ui/avatar.tsx';

/** A person's avatar with the online dot, or a group's icon. */
export function ChatAvatar({ chat, size = 48 }: { chat: Chat; size?: number }) {
  return (
    <span className="msg-avatar" style={{ width: size, height: size }}>
      {chat.isGroup ? (
        <span
          className="msg-avatar__group"
          style={{ background: avatarColor(chat.name) }}
          aria-hidden
          data-testid="group-icon"
        >
          <Users size={Math.round(size * 0.46)} />
        </span>
      ) : (
        <Avatar src={chat.avatar} name={chat.name} size={size} />
      )}
      {chat.online && !chat.isGroup && <span className="msg-avatar__online" data-testid="online-dot" />}
    </span>
  );
}
