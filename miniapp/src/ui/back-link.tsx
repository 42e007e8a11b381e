import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { telegramEnv } from '../lib/telegram/index.ts';
import './back-link.css';

/**
 * A page's own back button in a browser. Inside Telegram the app's back button does this
 * (lib/telegram/use-back-button.ts), so nothing is drawn there.
 */
export function BackLink() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  if (telegramEnv()) return null;
  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <button type="button" className="lp-back-link" onClick={back} data-testid="back-link">
      <ChevronLeft size={20} aria-hidden />
      {t('common.back')}
    </button>
  );
}
