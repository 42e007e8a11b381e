import { Button } from '@telegram-apps/telegram-ui';
import { Check, Copy, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRub } from '@shared/format-number.ts';
import { toast } from '@app/ui/toast.ts';

/** The generated payment link with 'copy link' and 'new calculation'. */
export function LinkPanel({ link, amount, onReset }: { link: string; amount: number; onReset: () => void }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(t('split.link.copied'));
    } catch {
      // Some WebViews refuse the clipboard: leave the link selected for a long-press copy.
      input.current?.select();
      toast.warning(t('split.link.copyFailed'));
    }
  };

  return (
    <section className="split-card split-link" data-testid="split-link-panel">
      <div className="split-link__head">
        <span className="split-link__ok">
          <Check size={20} aria-hidden />
        </span>
        <div>
          <h2 className="split-card__title">{t('split.link.title')}</h2>
          <p className="split-card__lead">{t('split.link.text', { amount: formatRub(amount, i18n.language) })}</p>
        </div>
      </div>
      <input
        ref={input}
        className="split-link__url"
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        aria-label={t('split.link.label')}
        data-testid="split-link"
      />
      <div className="split-link__actions">
        <Button
          size="m"
          mode={copied ? 'bezeled' : 'filled'}
          before={copied ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
          onClick={copy}
          data-testid="split-copy-link"
        >
          {copied ? t('split.link.copiedShort') : t('split.link.copy')}
        </Button>
        <Button
          size="m"
          mode="gray"
          before={<RotateCcw size={18} aria-hidden />}
          onClick={onReset}
          data-testid="split-new-calculation"
        >
          {t('split.link.newCalculation')}
        </Button>
      </div>
    </section>
  );
}
