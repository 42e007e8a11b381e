import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MiniProfile } from '@shared/schemas/planner.ts';
import { LIMITS } from '../constants.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { Avatar } from '@app/ui/avatar.tsx';
import { useProfileSearch } from '../api/members.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

/**
 * Finds profiles to add to a space: at least 4 letters, 300 ms debounce, 10
 * results by name, a dropdown at most 300 px tall, errors in red inside it.
 */
export function ProfileSearch({ onPick, disabled }: { onPick: (profile: MiniProfile) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const query = useDebouncedValue(text.trim(), 300);
  const search = useProfileSearch(query);
  const tooShort = text.trim().length < LIMITS.profileSearchMin;

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const results = search.data ?? [];
  const waiting = !tooShort && (query !== text.trim() || search.isFetching) && results.length === 0;

  return (
    <div className="pl-profile-search" ref={root}>
      <label className="pl-search pl-profile-search__input">
        <Search size={16} aria-hidden />
        <input
          type="search"
          value={text}
          disabled={disabled}
          placeholder={t('planner.members.searchPlaceholder')}
          aria-label={t('planner.members.searchPlaceholder')}
          aria-expanded={open}
          aria-controls="pl-profile-results"
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && open) {
              e.stopPropagation();
              setOpen(false);
            }
          }}
          data-testid="profile-search"
        />
      </label>
      {open && text.length > 0 && (
        <div className="pl-dropdown" id="pl-profile-results" role="listbox" data-testid="profile-results">
          {tooShort ? (
            <p className="pl-dropdown__note">{t('planner.members.typeMore')}</p>
          ) : search.isError ? (
            <p className="pl-dropdown__note pl-error">{errorText(search.error, t)}</p>
          ) : waiting ? (
            <p className="pl-dropdown__note">{t('common.loading')}</p>
          ) : results.length === 0 ? (
            <p className="pl-dropdown__note">{t('planner.members.noProfilesTryAgain')}</p>
          ) : (
            results.map((p) => (
              <button
                key={p.id}
                type="button"
                role="option"
                aria-selected={false}
                className="pl-dropdown__item"
                onClick={() => {
                  onPick(p);
                  setOpen(false);
                  setText('');
                }}
                data-testid="profile-result"
              >
                <Avatar src={p.avatar} name={p.name} size={32} className="pl-avatar" />
                <span className="pl-dropdown__text">
                  <span>{p.name}</span>
                  <span className="pl-muted">@{p.username}</span>
                </span>
              </button>
            ))
          )}
        </div>
      )}
    </div>
  );
}
