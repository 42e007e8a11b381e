import { Button, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedSdk } from '../lib/telegram/index.ts';
import { Modal } from './modal.tsx';

/**
 * "Close without saving?" over a dialog whose form holds unsaved typing (ui/modal.tsx): Telegram's
 * own popup where the client has it (Bot API 6.2), else the app's dialog. Discard closes the form,
 * Keep editing goes back to it.
 */
export default function AskDiscard({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  const [inTelegram, setInTelegram] = useState<boolean | null>(null);
  useEffect(() => {
    // The SDK is loaded only inside Telegram; its popup is there from Bot API 6.2.
    const popup = loadedSdk()?.askPopup({
      message: `${t('forms.unsaved.title')} ${t('forms.unsaved.message')}`,
      buttons: [
        { id: 'discard', type: 'destructive', text: t('forms.unsaved.discard') },
        { id: 'keep', text: t('forms.unsaved.keep') },
      ],
    });
    setInTelegram(!!popup);
    void popup?.then((pressed) => (pressed === 'discard' ? onDiscard() : onKeep()));
    // Asked once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (inTelegram !== false) return null;
  return (
    <Modal
      open
      onClose={onKeep}
      size="sm"
      title={t('forms.unsaved.title')}
      testId="unsaved-dialog"
      footer={
        <div className="lp-modal__actions">
          <Button mode="gray" size="l" stretched onClick={onKeep} data-testid="unsaved-dialog-keep">
            {t('forms.unsaved.keep')}
          </Button>
          <Button
            mode="filled"
            size="l"
            stretched
            className="lp-button--danger"
            onClick={onDiscard}
            data-testid="unsaved-dialog-discard"
          >
            {t('forms.unsaved.discard')}
          </Button>
        </div>
      }
    >
      <Text>{t('forms.unsaved.message')}</Text>
    </Modal>
  );
}
