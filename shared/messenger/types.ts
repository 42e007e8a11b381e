/** The demo messenger's chats, messages and lead cards. */

export type MessageStatus = 'sending' | 'sent' | 'delivered' | 'read';
export type Urgency = 'high' | 'medium' | 'low';

/** The sender id of one's own messages. */
export const CURRENT_USER = 'current-user';

export interface LeadData {
  clientName: string;
  caseType: string;
  description: string;
  budget: string;
  urgency: Urgency | string;
  commission: string;
  contactInfo: { phone: string; email: string; preferredTime: string };
  caseDetails: { amount: string; timeline: string; complexity: string };
}

export interface Message {
  id: string;
  senderId: string;
  text: string;
  /** HH:MM, 24 h. */
  timestamp: string;
  status?: MessageStatus;
  type?: 'lead' | 'text';
  leadData?: LeadData;
  attachment?: { name: string; size: string };
}

export interface Chat {
  id: string;
  /** Hidden chats are contacts without a dialog yet: 'new message' starts one. */
  isVisible: boolean;
  name: string;
  avatar?: string;
  lastMessage: string;
  /** What the list shows: HH:MM today, else a short date. */
  timestamp: string;
  unread: number;
  online: boolean;
  isGroup: boolean;
  members?: string[];
}
