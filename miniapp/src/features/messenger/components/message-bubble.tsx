import { Check, CheckCheck, Clock, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CURRENT_USER, type Message } from '@shared/messenger/types.ts';
import { LeadCard } from './lead-card.tsx';

const STATUS_ICONS = { sending: Clock, sent: Check, delivered: CheckCheck, read: CheckCheck } as const;

/** One message: a lead card, or text with an optional attachment; one's own carry their status. */
export function MessageBubble({ message, sender }: { message: Message; sender?: string }) {
  const { t } = useTranslation();
  const own = message.senderId === CURRENT_USER;
  const StatusIcon = message.status ? STATUS_ICONS[message.status] : null;
  return (
    <li className={`msg-row${own ? ' is-own' : ''}`} data-testid="message" data-own={own || undefined}>
      <div className={`msg-bubble${message.type === 'lead' ? ' msg-bubble--lead' : ''}`}>
        {sender && !own && <span className="msg-bubble__sender">{sender}</span>}
        {message.type === 'lead' && message.leadData ? (
          <LeadCard lead={message.leadData} />
        ) : (
          <p className="msg-bubble__text">{message.text}</p>
        )}
        {message.attachment && (
          <span className="msg-file" data-testid="attachment">
            <span className="msg-file__icon">
              <FileText size={18} aria-hidden />
            </span>
            <span className="msg-file__text">
              <span className="msg-file__name">{message.attachment.name}</span>
              <span className="msg-file__size">{message.attachment.size}</span>
            </span>
          </span>
        )}
        <span className="msg-bubble__meta">
          <time>{message.timestamp}</time>
          {own && StatusIcon && (
            <span
              className={`msg-status msg-status--${message.status}`}
              role="img"
              aria-label={t(`messenger.status.${message.status}`)}
              data-testid="message-status"
              data-status={message.status}
            >
              <StatusIcon size={15} aria-hidden />
            </span>
          )}
        </span>
      </div>
    </li>
  );
}
