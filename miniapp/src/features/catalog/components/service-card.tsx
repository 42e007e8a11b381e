import { Clock, ExternalLink, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_BLOCKS, isHttpLink, isPlaceholderAddress, telHref } from '@shared/catalog/constants.ts';
import { initials } from '@shared/initials.ts';
import type { CatalogService } from '@shared/schemas/catalog.ts';
import { openExternalLink } from '@app/lib/telegram/native.tsx';
import { Chip } from '@app/ui/chip.tsx';
import { DemoBadge } from '@app/ui/demo-badge.tsx';
import { SERVICE_ICONS } from './service-icons.ts';

/** Inside Telegram another site opens in its in-app browser, which a WebView's new tab may not. */
function onExternalClick(e: MouseEvent<HTMLAnchorElement>) {
  if (openExternalLink(e.currentTarget.href)) e.preventDefault();
}

/** A sample's fictional address, as words that do not pretend to open anything. */
function Placeholder({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="catalog-card__placeholder" title={t('catalog.card.placeholder')} data-testid={testId}>
      {children}
    </span>
  );
}

/** A web link (http(s) only: anything else is shown as words, never as a link). */
function WebLink({
  href,
  children,
  className,
  testId,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  if (!isHttpLink(href)) return <span className={className}>{children}</span>;
  if (isPlaceholderAddress(href)) return <Placeholder testId={testId}>{children}</Placeholder>;
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer nofollow"
      onClick={onExternalClick}
      data-testid={testId}
    >
      {children}
    </a>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function ServiceIcon({ icon, title }: { icon: string | null; title: string }) {
  if (icon && isHttpLink(icon)) {
    return (
      <img
        className="catalog-card__icon"
        src={icon}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
      />
    );
  }
  const Named =
    icon && Object.hasOwn(SERVICE_ICONS, icon) ? SERVICE_ICONS[icon as keyof typeof SERVICE_ICONS] : undefined;
  return (
    <span className="catalog-card__icon" aria-hidden>
      {Named ? <Named size={22} /> : icon || initials(title)}
    </span>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="catalog-fact">
      <dt className="catalog-fact__label">
        {icon}
        <span className="catalog-sr">{label}</span>
      </dt>
      <dd className="catalog-fact__value">{children}</dd>
    </div>
  );
}

/** One service: every field, the phone as `tel:`, emails as `mailto:`, its link blocks. */
export function ServiceCard({ service: s }: { service: CatalogService }) {
  const { t } = useTranslation();
  const blocks = CATALOG_BLOCKS.slice(1)
    .map((name) => s[name])
    .filter((b) => b !== null);
  return (
    <article className="catalog-card" data-testid="catalog-card" aria-labelledby={`catalog-service-${s.id}`}>
      <header className="catalog-card__head">
        <ServiceIcon icon={s.icon} title={s.title} />
        <div className="catalog-card__heading">
          <h3 className="catalog-card__title" id={`catalog-service-${s.id}`}>
            {s.title}
          </h3>
          <div className="catalog-card__chips">
            {s.sample && (
              <DemoBadge className="catalog-card__demo" data-testid="catalog-card-demo">
                {t('catalog.card.demo')}
              </DemoBadge>
            )}
            <Chip data-testid="catalog-card-type">{s.type.title}</Chip>
            <Chip icon={<MapPin size={12} aria-hidden />} data-testid="catalog-card-region">
              {s.region?.title ?? t('catalog.region.allRussia')}
            </Chip>
          </div>
        </div>
      </header>
      {s.about && <p className="catalog-card__about">{s.about}</p>}
      {s.services && (
        <p className="catalog-card__services">
          <span className="catalog-card__services-label">{t('catalog.card.services')}: </span>
          {s.services}
        </p>
      )}
      <dl className="catalog-card__facts">
        {s.website && (
          <Fact icon={<Globe size={15} aria-hidden />} label={t('catalog.card.website')}>
            <WebLink href={s.website} testId="catalog-card-website">
              {hostOf(s.website)}
            </WebLink>
          </Fact>
        )}
        {s.phone && (
          <Fact icon={<Phone size={15} aria-hidden />} label={t('catalog.card.phone')}>
            {s.sample ? (
              // A sample's number is made up (server/content/catalog.ts): nothing to call.
              <Placeholder testId="catalog-card-phone">{s.phone}</Placeholder>
            ) : (
              <a href={telHref(s.phone)} data-testid="catalog-card-phone">
                {s.phone}
              </a>
            )}
          </Fact>
        )}
        {s.worktime && (
          <Fact icon={<Clock size={15} aria-hidden />} label={t('catalog.card.worktime')}>
            {s.worktime}
          </Fact>
        )}
        {s.address && (
          <Fact icon={<MapPin size={15} aria-hidden />} label={t('catalog.card.address')}>
            {s.address}
          </Fact>
        )}
        {s.emails.length > 0 && (
          <Fact icon={<Mail size={15} aria-hidden />} label={t('catalog.card.emails')}>
            <span className="catalog-card__emails">
              {s.emails.map((email) =>
                isPlaceholderAddress(email) ? (
                  <Placeholder key={email} testId="catalog-card-email">
                    {email}
                  </Placeholder>
                ) : (
                  <a key={email} href={`mailto:${encodeURI(email)}`} data-testid="catalog-card-email">
                    {email}
                  </a>
                ),
              )}
            </span>
          </Fact>
        )}
      </dl>
      {(s.block_top || blocks.length > 0) && (
        <nav className="catalog-card__links" aria-label={t('catalog.card.links')}>
          {s.block_top && (
            <WebLink href={s.block_top.link} className="catalog-card__top-link" testId="catalog-card-block-top">
              {s.block_top.title}
              <ExternalLink size={14} aria-hidden />
            </WebLink>
          )}
          {blocks.length > 0 && (
            <ul className="catalog-card__blocks">
              {blocks.map((b, i) => (
                <li key={i}>
                  <WebLink href={b.link} testId="catalog-card-block">
                    {b.title}
                  </WebLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
    </article>
  );
}
