import { Clock, Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SEARCH_LIMITS } from '@shared/schemas/search.ts';
import { highlightParts } from '@shared/search/highlight.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { useSession } from '@app/lib/session.ts';
import { pushBackHandler } from '@app/lib/telegram/use-back-button.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { useSearchResults } from './api/search.ts';
import { Highlighted } from './highlighted.tsx';
import { resultItems, type ResultItem } from './result-items.ts';
import { readRecent, rememberSearch } from './recent-searches.ts';
import './search.css';

/** A highlight's text without its marks: the title itself, or a passage of the text. */
const plainOf = (highlight: string) =>
  highlightParts(highlight)
    .map((p) => p.text)
    .join('');

/** How long typing settles before the search runs. */
const DEBOUNCE_MS = 250;

/**
 * The search palette: a dialog over the page on a wide window, the whole screen on
 * a phone. Results grouped by kind with the matched words marked; ↑ ↓ choose, Enter opens,
 * Escape (and Telegram's back button) closes; the last five searches when nothing is typed.
 */
export default function SearchPalette({ initialWords, onClose }: { initialWords: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { userId } = useSession();
  const [words, setWords] = useState(initialWords);
  const [settled, setSettled] = useState(initialWords);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(userId));
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const id = setTimeout(() => setSettled(words), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [words]);
  useEffect(() => setRecent(readRecent(userId)), [userId]);

  // Telegram's back button closes the search first; the page under it does not scroll.
  useEffect(() => {
    const removeBack = pushBackHandler(() => close.current());
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    input.current?.focus();
    return () => {
      removeBack();
      document.body.style.overflow = overflow;
    };
  }, []);

  const asked = settled.trim();
  const results = useSearchResults(asked);
  const items = useMemo(() => (asked && results.data ? resultItems(results.data) : []), [asked, results.data]);
  useEffect(() => setActive(0), [results.data]);

  const open = (item: ResultItem) => {
    setRecent(rememberSearch(userId, words));
    onClose();
    navigate(item.href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + items.length) % items.length);
    } else if (e.key === 'Enter' && items[active]) {
      e.preventDefault();
      open(items[active]);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const groups = (['tasks', 'posts', 'people', 'jobs'] as const)
    .map((kind) => ({ kind, items: items.map((item, i) => ({ item, i })).filter((x) => x.item.kind === kind) }))
    .filter((g) => g.items.length > 0);

  let body;
  if (!asked) {
    body = recent.length ? (
      <section className="lp-search-palette__group" aria-label={t('search.recent')}>
        <h2 className="lp-search-palette__heading">{t('search.recent')}</h2>
        <ul className="lp-search-palette__recent" data-testid="search-recent">
          {recent.map((r) => (
            <li key={r}>
              <button type="button" onClick={() => setWords(r)} className="lp-search-palette__recent-item">
                <Clock size={16} aria-hidden />
                <span>{r}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : (
      <p className="lp-search-palette__note">{t('search.start')}</p>
    );
  } else if (results.isError) {
    body = (
      <p className="lp-search-palette__note lp-search-palette__note--error" role="alert">
        {errorText(results.error, t, 'search.failed')}
      </p>
    );
  } else if (!results.data) {
    body = <p className="lp-search-palette__note">{t('search.searching')}</p>;
  } else if (items.length === 0) {
    body = (
      <p className="lp-search-palette__note" data-testid="search-nothing">
        {t('search.nothing')}
      </p>
    );
  } else {
    body = (
      <div role="listbox" id={listId} aria-label={t('search.title')} className="lp-search-palette__results">
        {groups.map((g) => (
          <div key={g.kind} role="group" aria-labelledby={`${listId}-${g.kind}`} data-testid={`search-group-${g.kind}`}>
            <h2 className="lp-search-palette__heading" id={`${listId}-${g.kind}`}>
              {t(`search.groups.${g.kind}`)}
            </h2>
            {g.items.map(({ item, i }) => (
              <a
                key={item.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                href={item.href}
                className={`lp-search-palette__item${i === active ? ' is-active' : ''}`}
                data-testid="search-result"
                onMouseMove={() => setActive(i)}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  open(item);
                }}
              >
                {item.avatar !== undefined && <Avatar src={item.avatar} name={item.title} size={32} />}
                <span className="lp-search-palette__item-text">
                  {plainOf(item.highlight) === item.title ? (
                    <span className="lp-search-palette__item-title">
                      <Highlighted value={item.highlight} />
                    </span>
                  ) : (
                    <>
                      <span className="lp-search-palette__item-title">{item.title}</span>
                      <span className="lp-search-palette__item-passage">
                        <Highlighted value={item.highlight} />
                      </span>
                    </>
                  )}
                  {item.meta && <span className="lp-search-palette__item-meta">{item.meta}</span>}
                </span>
                {item.badge && <span className="lp-search-palette__badge">{t(item.badge)}</span>}
              </a>
            ))}
          </div>
        ))}
      </div>
    );
  }

  return createPortal(
    <div
      className="lp-search-palette__backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('search.title')}
        data-state="open"
        className="lp-search-palette"
        data-testid="search-palette"
      >
        <div className="lp-search-palette__head">
          <Search size={20} aria-hidden className="lp-search-palette__icon" />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-activedescendant={items.length ? optionId(active) : undefined}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={words}
            maxLength={SEARCH_LIMITS.query}
            onChange={(e) => setWords(e.target.value)}
            onKeyDown={onKeyDown}
            enterKeyHint="search"
            autoComplete="off"
            className="lp-search-palette__input"
            data-testid="search-input"
          />
          <IconButton label={t('search.close')} size="m" className="lp-search-palette__close" onClick={onClose}>
            <X size={20} aria-hidden />
          </IconButton>
        </div>
        <div className="lp-search-palette__body">{body}</div>
        <p className="lp-search-palette__keys" aria-hidden>
          {t('search.keys')}
        </p>
      </div>
    </div>,
    document.body,
  );
}
