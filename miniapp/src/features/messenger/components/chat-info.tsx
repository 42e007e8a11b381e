import { BellOff, FileText, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@shared/messenger/types.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { toast } from '@app/ui/toast.ts';
import { SHARED_FILES } from '../demo/chats.ts';
import { ChatAvatar } from './chat-avatar.tsx';

/** The right sidebar: contact or group info, members with their count, two shared files, two actions (demo). */
export function ChatInfo({ chat, onClose }: { chat: Chat; onClose: () => void }) {
  const { t } = useTranslation();
  // Oneself is a member of every dialog.
  const members = [...(chat.members ?? [chat.name]), t('messenger.you')];
  const demo = () => toast.info(t('messenger.demoAction'));
  return (
    <aside className="msg-info" aria-label={t('messenger.info')} data-testid="chat-info">
      <div className="msg-info__head">
        <span className="msg-info__title">{chat.isGroup ? t('messenger.groupInfo') : t('messenger.contactInfo')}</span>
        <IconButton label={t('messenger.hideInfo')} variant="accent" onClick={onClose} data-testid="close-info">
          <X size={20} aria-hidden />
        </IconButton>
      </div>
      <div className="msg-info__card">
        <ChatAvatar chat={chat} size={72} />
        <strong>{chat.name}</strong>
        <span className="hint">
          {chat.isGroup ? t('messenger.groupKind') : chat.online ? t('messenger.online') : t('messenger.offline')}
        </span>
      </div>
      <section className="msg-info__section">
        <h3 data-testid="members-title">{t('messenger.membersTitle', { count: members.length })}</h3>
        <ul className="msg-info__members">
          {members.map((name) => (
            <li key={name}>
              <Avatar name={name} size={32} />
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section className="msg-info__section">
        <h3>{t('messenger.sharedFiles')}</h3>
        <ul className="msg-info__files">
          {SHARED_FILES.map((f) => (
            <li key={f.name} className="msg-file" data-testid="shared-file">
              <span className="msg-file__icon">
                <FileText size={18} aria-hidden />
              </span>
              <span className="msg-file__text">
                <span className="msg-file__name">{f.name}</span>
                <span className="msg-file__size">{f.size}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className="msg-info__actions">
        <button type="button" onClick={demo} data-testid="mute-chat">
          <BellOff size={18} aria-hidden /> {t('messenger.mute')}
        </button>
        <button type="button" className="is-danger" onClick={demo} data-testid="delete-chat">
          <Trash2 size={18} aria-hidden /> {t('messenger.delete')}
        </button>
      </div>
    </aside>
  );
}
