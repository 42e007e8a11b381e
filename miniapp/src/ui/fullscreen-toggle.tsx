import { Maximize2, Minimize2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTelegramFullscreen } from '../lib/telegram/use-fullscreen.ts';
import './fullscreen-toggle.css';

/**
 * Telegram's fullscreen for a wide page (the board, the calendar, the network map; issue 34
 * §8): shown only where the client has it (Bot API 8.0), so a browser and an older client
 * draw nothing. Leaving the page leaves fullscreen.
 */
export function FullscreenToggle({ className = 'lp-fullscreen-btn' }: { className?: string }) {
  const { t } = useTranslation();
  const { supported, on, toggle } = useTelegramFullscreen();
  if (!supported) return null;
  const label = t(on ? 'common.fullscreen.exit' : 'common.fullscreen.enter');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={toggle}
      data-testid="fullscreen-toggle"
    >
      {on ? <Minimize2 size={20} aria-hidden /> : <Maximize2 size={20} aria-hidden />}
    </button>
  );
}
