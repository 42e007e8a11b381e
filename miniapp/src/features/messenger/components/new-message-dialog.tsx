import { useTranslation } from 'react-i18next';
import type { Chat } from '@shared/messenger/types.ts';
import { Modal } from '@app/ui/modal.tsx';
import { ChatAvatar } from './chat-avatar.tsx';

/** 'New message': pick a contact with no dialog yet (or an existing one) to write to. */
export function NewMessageDialog({
  open,
  onClose,
  chats,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  chats: Chat[];
  onPick: (id: string) => void;
}) {
  const { t } = useTranslation();
  const fresh = chats.filter((c) => !c.isVisible);
  const existing = chats.filter((c) => c.isVisible && !c.isGroup);
  const row = (c: Chat) => (
    <li key={c.id}>
      <button type="button" className="msg-contact" onClick={() => onPick(c.id)} data-testid="contact">
        <ChatAvatar chat={c} size={40} />
        <span className="msg-contact__text">
          <span>{c.name}</span>
          <span className="hint">{c.online ? t('messenger.online') : t('messenger.offline')}</span>
        </span>
      </button>
    </li>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('messenger.newMessage')}
      size="sm"
      testId="new-message-dialog"
      bodyClassName="lp-modal__body--flush"
    >
      {fresh.length > 0 && (
        <>
          <h3 className="msg-contacts__title">{t('messenger.newContacts')}</h3>
          <ul className="msg-contacts">{fresh.map(row)}</ul>
        </>
      )}
      <h3 className="msg-contacts__title">{t('messenger.existingContacts')}</h3>
      <ul className="msg-contacts">{existing.map(row)}</ul>
    </Modal>
  );
}
