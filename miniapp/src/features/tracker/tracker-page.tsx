import { Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { Bot, ExternalLink, Mic, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@app/lib/config.ts';
import { PageHeader } from '@app/ui/page-header.tsx';
import './tracker.css';

/**
 * The tracker: demo text and an embedded external AI chat, allowed the microphone
 * and the camera. Its address is the server's TRACKER_CHAT_URL (handed over with the page);
 * without one the page says so rather than framing nothing.
 */
/**
 * Whether this document was loaded at the page's own address. The server grants the chat the
 * camera and microphone in the Permissions-Policy of /tracker alone, and a
 * policy belongs to the document: one loaded at another route (and reached here inside the app)
 * has none to give.
 */
function loadedHere(): boolean {
  if (typeof performance.getEntriesByType !== 'function') return true;
  const nav = performance.getEntriesByType('navigation')[0];
  return !nav || new URL(nav.name).pathname === location.pathname;
}

export default function TrackerPage() {
  const { t } = useTranslation();
  const url = appConfig().trackerChatUrl;
  const [loaded, setLoaded] = useState(false);
  // Loads /tracker itself once (the service worker passes it to the network), so the chat gets
  // its camera and microphone; after that the document is this page's and nothing repeats.
  const reload = url !== null && !loadedHere();
  useEffect(() => {
    if (reload) location.replace(location.href);
  }, [reload]);

  return (
    <div className="page tracker-page" data-testid="tracker-page">
      <PageHeader title={t('nav.tracker')} subtitle={t('tracker.subtitle')} />
      <section className="tracker-intro">
        <span className="tracker-intro__badge">{t('tracker.demoBadge')}</span>
        <p>{t('tracker.intro')}</p>
        <ul className="tracker-intro__points">
          <li>
            <Bot size={18} aria-hidden /> {t('tracker.points.tasks')}
          </li>
          <li>
            <Mic size={18} aria-hidden /> {t('tracker.points.voice')}
          </li>
          <li>
            <ShieldCheck size={18} aria-hidden /> {t('tracker.points.privacy')}
          </li>
        </ul>
      </section>
      {url ? (
        <section className="tracker-chat">
          <div className="tracker-chat__bar">
            <span className="tracker-chat__title">{t('tracker.chatTitle')}</span>
            <a
              className="tracker-chat__open"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="tracker-open"
            >
              {t('tracker.openInNewTab')} <ExternalLink size={14} aria-hidden />
            </a>
          </div>
          <div className="tracker-chat__frame">
            {(!loaded || reload) && (
              <div className="tracker-chat__loading" data-testid="tracker-loading">
                <Spinner size="m" />
              </div>
            )}
            {!reload && (
              <iframe
                src={url}
                title={t('tracker.chatTitle')}
                allow="microphone; camera"
                onLoad={() => setLoaded(true)}
                data-testid="tracker-frame"
              />
            )}
          </div>
        </section>
      ) : (
        <section className="tracker-chat tracker-chat--empty" data-testid="tracker-not-configured">
          <Placeholder header={t('tracker.notConfigured.title')} description={t('tracker.notConfigured.text')}>
            <span className="tracker-chat__empty-icon">
              <Bot size={40} aria-hidden />
            </span>
          </Placeholder>
        </section>
      )}
    </div>
  );
}
