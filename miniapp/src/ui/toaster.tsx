import { RootRenderer } from '@telegram-apps/telegram-ui';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { dismissToast, getToasts, subscribeToasts, type ToastType } from './toast.ts';
import './dialogs.css';

const ICONS: Record<ToastType, typeof Info> = {
  success: CheckCircle2,
  error: XCircle,
  warning: AlertTriangle,
  info: Info,
};

/** Renders the toasts raised with `toast.*`; mount once where toasts may be raised. */
/** The server's drawing has no toasts, nor does the browser's first render of it. */
const NONE: ReturnType<typeof getToasts> = [];
const noToasts = () => NONE;

export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, noToasts);
  if (items.length === 0) return null;
  return (
    <RootRenderer>
      <div className="lp-layer lp-toasts" aria-live="polite">
        {items.map((t) => {
          const Icon = ICONS[t.type];
          return (
            <div
              key={t.id}
              className={`lp-toast lp-toast--${t.type}`}
              role={t.type === 'error' ? 'alert' : 'status'}
              data-testid={`toast-${t.type}`}
              onClick={() => dismissToast(t.id)}
            >
              <Icon className="lp-toast__icon" size={20} aria-hidden />
              <span className="lp-toast__body">
                <span className="lp-toast__text">{t.message}</span>
                {t.link && (
                  <a
                    className="lp-toast__link"
                    href={t.link.href}
                    data-testid="toast-link"
                    onClick={(e) => {
                      // In-app navigation, as wouter does it (the toaster sits outside the router).
                      e.preventDefault();
                      navigate(t.link!.href);
                      dismissToast(t.id);
                    }}
                  >
                    {t.link.label}
                  </a>
                )}
              </span>
            </div>
          );
        })}
      </div>
    </RootRenderer>
  );
}
