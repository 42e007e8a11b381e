import { Button, Cell, Input, Placeholder, Radio } from '@telegram-apps/telegram-ui';
import { Search, X } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/lib/api-errors.ts';
import { ErrorBanner } from '@app/ui/error-banner.tsx';
import { Modal } from '@app/ui/modal.tsx';
import { useUpdateTimezone } from '../api/settings.ts';
import { listTimezones, searchTimezones } from '@shared/timezones/timezone-options.ts';

export interface TimezoneDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
}

/** Every zone the browser knows, named by its city, searchable by city (Russian or English), id or offset; the current one first. */
export function TimezoneDialog({ open, onOpenChange, current }: TimezoneDialogProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState(current);
  const [bannerOpen, setBannerOpen] = useState(false);
  const update = useUpdateTimezone();
  const deferredQuery = useDeferredValue(query);

  useEffect(() => {
    if (!open) return;
    setQuery('');
    setChoice(current);
    setBannerOpen(false);
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on each opening only
  }, [open]);

  const language = i18n.language === 'en' ? 'en' : 'ru';
  // Built only once the dialog is first opened: naming 400+ zones takes a moment.
  const all = useMemo(() => (open ? listTimezones(language) : []), [open, language]);
  const shown = useMemo(() => {
    const hits = searchTimezones(all, deferredQuery);
    if (deferredQuery.trim()) return hits;
    const mine = hits.find((z) => z.id === current);
    return mine ? [mine, ...hits.filter((z) => z !== mine)] : hits;
  }, [all, deferredQuery, current]);
  const currentOption = all.find((z) => z.id === current);

  const save = () =>
    update.mutate(
      { data: { timezone: choice } },
      {
        onSuccess: () => onOpenChange(false),
        onError: () => setBannerOpen(true),
      },
    );

  const bannerText = errorText(update.error, t, 'settings.timezone.updateFailed');

  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('settings.timezone.dialogTitle')}
      size="sm"
      tall
      busy={update.isPending}
      testId="timezone-dialog"
      footer={
        <Button
          size="l"
          stretched
          loading={update.isPending}
          disabled={choice === current}
          onClick={save}
          data-testid="timezone-save"
        >
          {t('common.save')}
        </Button>
      }
    >
      <div className="tz-picker">
        <Input
          className="tz-picker__search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('settings.timezone.searchPlaceholder')}
          aria-label={t('settings.timezone.searchPlaceholder')}
          before={<Search size={18} aria-hidden className="hint" />}
          after={
            query ? (
              <button
                type="button"
                className="tz-picker__clear"
                onClick={() => setQuery('')}
                aria-label={t('settings.timezone.clearSearch')}
              >
                <X size={16} aria-hidden />
              </button>
            ) : null
          }
          data-testid="timezone-search"
        />
        <p className="tz-picker__current hint" data-testid="timezone-current">
          {t('settings.timezone.current')}: <strong>{currentOption?.label ?? current}</strong>
          {currentOption ? ` · ${currentOption.offset}` : ''}
        </p>
        {bannerOpen && (
          <ErrorBanner
            className="tz-picker__error"
            title={t('settings.timezone.errorTitle')}
            message={bannerText}
            onDismiss={() => setBannerOpen(false)}
            data-testid="timezone-error"
          />
        )}
        <div className="tz-picker__list" role="radiogroup" aria-label={t('settings.timezone.dialogTitle')}>
          {shown.length === 0 ? (
            <Placeholder description={t('settings.timezone.noResults')} />
          ) : (
            shown.map((z) => (
              <Cell
                key={z.id}
                Component="label"
                before={
                  <Radio name="timezone" value={z.id} checked={choice === z.id} onChange={() => setChoice(z.id)} />
                }
                description={z.description || undefined}
                after={<span className="tz-picker__offset">{z.offset}</span>}
                data-testid="timezone-option"
              >
                {z.label}
              </Cell>
            ))
          )}
        </div>
      </div>
    </Modal>
  );
}
