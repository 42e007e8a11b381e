import { Button } from '@telegram-apps/telegram-ui';
import { Briefcase, Clock, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { urgencyKey } from '@shared/messenger/rules.ts';
import type { LeadData } from '@shared/messenger/types.ts';
import { toast } from '@app/ui/toast.ts';

/** A lead card: every field, the urgency label, and 'Принять' / 'Отклонить' (demo). */
export function LeadCard({ lead }: { lead: LeadData }) {
  const { t } = useTranslation();
  const urgency = urgencyKey(lead.urgency);
  const demo = () => toast.info(t('messenger.demoAction'));
  return (
    <div className="msg-lead" data-testid="lead-card">
      <div className="msg-lead__head">
        <span className="msg-lead__kind">
          <Briefcase size={14} aria-hidden /> {t('messenger.lead.title')}
        </span>
        <span className={`msg-urgency msg-urgency--${urgency}`} data-testid="lead-urgency">
          {t(`messenger.urgency.${urgency}`)}
        </span>
      </div>
      <strong className="msg-lead__case">{lead.caseType}</strong>
      <span className="msg-lead__client">{lead.clientName}</span>
      <p className="msg-lead__desc">{lead.description}</p>
      <dl className="msg-lead__facts">
        <div>
          <dt>{t('messenger.lead.budget')}</dt>
          <dd>{lead.budget}</dd>
        </div>
        <div>
          <dt>{t('messenger.lead.commission')}</dt>
          <dd>{lead.commission}</dd>
        </div>
        <div>
          <dt>{t('messenger.lead.amount')}</dt>
          <dd>{lead.caseDetails.amount}</dd>
        </div>
        <div>
          <dt>{t('messenger.lead.timeline')}</dt>
          <dd>{lead.caseDetails.timeline}</dd>
        </div>
        <div>
          <dt>{t('messenger.lead.complexity')}</dt>
          <dd>{lead.caseDetails.complexity}</dd>
        </div>
      </dl>
      <div className="msg-lead__contacts">
        <span className="msg-lead__sub">{t('messenger.lead.contacts')}</span>
        <a href={`tel:${lead.contactInfo.phone.replace(/[^\d+]/g, '')}`}>
          <Phone size={14} aria-hidden /> {lead.contactInfo.phone}
        </a>
        <a href={`mailto:${lead.contactInfo.email}`}>
          <Mail size={14} aria-hidden /> {lead.contactInfo.email}
        </a>
        <span>
          <Clock size={14} aria-hidden /> {t('messenger.lead.preferredTime', { time: lead.contactInfo.preferredTime })}
        </span>
      </div>
      <div className="msg-lead__actions">
        <Button size="s" mode="filled" onClick={demo} data-testid="lead-accept">
          {t('messenger.lead.accept')}
        </Button>
        <Button size="s" mode="gray" onClick={demo} data-testid="lead-decline">
          {t('messenger.lead.decline')}
        </Button>
      </div>
    </div>
  );
}
