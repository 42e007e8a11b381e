import { Button, Spinner } from '@telegram-apps/telegram-ui';
import { CheckCircle2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatCvc, formatExpiry, formatHolder } from '@shared/split/card-format.ts';
import { PAYMENT_PROCESSING_MS } from '@shared/split/constants.ts';
import { formatRub } from '@shared/format-number.ts';
import { Modal } from '@app/ui/modal.tsx';
import { FormattedInput } from './formatted-input.tsx';

type Step = 'form' | 'processing' | 'success';

const EMPTY = { number: '', expiry: '', cvc: '', holder: '' };

/**
 * The payment modal: form → 'Pay' → processing → success after 3 s. Cancel or a click on
 * the backdrop closes it. A demo: the card is formatted while typed and goes nowhere.
 */
export function PaymentModal({
  open,
  onClose,
  dueNow,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  dueNow: number;
  summary: string;
}) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>('form');
  const [card, setCard] = useState(EMPTY);

  // Each opening starts on a clean form.
  useEffect(() => {
    if (open) {
      setStep('form');
      setCard(EMPTY);
    }
  }, [open]);

  useEffect(() => {
    if (step !== 'processing') return;
    const timer = setTimeout(() => setStep('success'), PAYMENT_PROCESSING_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const set = (field: keyof typeof EMPTY) => (v: string) => setCard((c) => ({ ...c, [field]: v }));
  const amount = formatRub(dueNow, i18n.language);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={step === 'success' ? t('split.modal.successTitle') : t('split.modal.title')}
      size="sm"
      busy={step === 'processing'}
      testId="split-payment-modal"
      initialFocus="#split-card-number"
      footer={
        step === 'form' ? (
          <div className="lp-modal__actions">
            <Button mode="gray" size="l" stretched onClick={onClose} data-testid="split-pay-cancel">
              {t('split.modal.cancel')}
            </Button>
            <Button size="l" stretched type="submit" form="split-card-form" data-testid="split-pay">
              {t('split.modal.pay')}
            </Button>
          </div>
        ) : step === 'success' ? (
          <Button size="l" stretched onClick={onClose} data-testid="split-pay-done">
            {t('split.modal.done')}
          </Button>
        ) : undefined
      }
    >
      {step === 'form' && (
        <form
          id="split-card-form"
          className="split-card-form"
          onSubmit={(e) => {
            e.preventDefault();
            setStep('processing');
          }}
        >
          <div className="split-due">
            <span>{t('split.modal.dueNow')}</span>
            <strong data-testid="split-due-now">{amount}</strong>
            <small>{summary}</small>
          </div>
          <label className="split-field split-field--wide">
            <span>{t('split.modal.cardNumber')}</span>
            <FormattedInput
              id="split-card-number"
              value={card.number}
              format={formatCardNumber}
              onValueChange={set('number')}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              data-testid="split-card-number"
            />
          </label>
          <label className="split-field">
            <span>{t('split.modal.expiry')}</span>
            <FormattedInput
              value={card.expiry}
              format={formatExpiry}
              onValueChange={set('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('split.modal.expiryPlaceholder')}
              data-testid="split-card-expiry"
            />
          </label>
          <label className="split-field">
            <span>{t('split.modal.cvc')}</span>
            <FormattedInput
              value={card.cvc}
              format={formatCvc}
              onValueChange={set('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              type="password"
              placeholder="•••"
              data-testid="split-card-cvc"
            />
          </label>
          <label className="split-field split-field--wide">
            <span>{t('split.modal.holder')}</span>
            <FormattedInput
              value={card.holder}
              format={formatHolder}
              onValueChange={set('holder')}
              autoComplete="cc-name"
              placeholder="IVAN PETROV"
              data-testid="split-card-holder"
            />
          </label>
          <p className="split-secure">
            <Lock size={14} aria-hidden /> {t('split.modal.demoNote')}
          </p>
        </form>
      )}
      {step === 'processing' && (
        <div className="split-state" role="status" data-testid="split-processing">
          <Spinner size="l" />
          <strong>{t('split.modal.processing')}</strong>
          <span>{t('split.modal.processingHint')}</span>
        </div>
      )}
      {step === 'success' && (
        <div className="split-state" role="status" data-testid="split-success">
          <CheckCircle2 size={56} className="split-state__ok" aria-hidden />
          <strong>{t('split.modal.successText', { amount })}</strong>
          <span>{summary}</span>
        </div>
      )}
    </Modal>
  );
}
