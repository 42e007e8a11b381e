import { Smartphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToHomeScreen, homeScreenMissing } from '@app/lib/telegram/native.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { localDay, openedOnEnoughDays, withVisit } from './visit-days.ts';
import './home-screen-offer.css';

const DAYS_KEY = 'lp:planner-days';
/** Set when the person added the icon or said no: the offer never shows again on this device. */
const DONE_KEY = 'lp:home-screen-offer';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode: nothing is counted, so nothing is offered */
  }
}
function storedDays(): unknown {
  try {
    return JSON.parse(read(DAYS_KEY) ?? '[]');
  } catch {
    return [];
  }
}

/**
 * Inside Telegram only (planner-layout.tsx loads this lazily there): counts the
 * days the planner was opened on this device and, on the fifth different day within a week,
 * offers Telegram's home-screen icon once, if Telegram says it is missing (Bot API 8.0; an
 * older client answers nothing and sees no offer). Adding it or closing the offer ends it for good.
 */
export default function HomeScreenOffer() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const today = localDay(new Date());
    const days = withVisit(storedDays(), today);
    write(DAYS_KEY, JSON.stringify(days));
    if (read(DONE_KEY) || !openedOnEnoughDays(days, today)) return;
    let live = true;
    void homeScreenMissing().then((missing) => {
      if (live && missing) setShown(true);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!shown) return null;
  const finish = (how: 'added' | 'dismissed') => {
    write(DONE_KEY, how);
    setShown(false);
  };
  return (
    <div className="pl-home-offer" data-testid="home-screen-offer">
      <button
        type="button"
        className="pl-home-offer__add"
        onClick={() => {
          addToHomeScreen();
          finish('added');
        }}
        data-testid="home-screen-add"
      >
        <Smartphone size={18} aria-hidden />
        <span>{t('planner.homeScreen.offer')}</span>
      </button>
      <IconButton
        label={t('planner.homeScreen.dismiss')}
        size="m"
        onClick={() => finish('dismissed')}
        data-testid="home-screen-dismiss"
      >
        <X size={18} aria-hidden />
      </IconButton>
    </div>
  );
}
