import { Equal, RectangleHorizontal, Rows2, Rows3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_VARIANTS, type CardVariant } from './card-variant.ts';
import { haptic } from '@app/lib/telegram/index.ts';

const ICONS = { minimal: Equal, compact: Rows3, 'compact-full': Rows2, full: RectangleHorizontal } satisfies Record<
  CardVariant,
  unknown
>;

/** The four card variants as a segmented switch; labels show on wide screens. */
export function CardVariantSwitch({ value, onChange }: { value: CardVariant; onChange: (v: CardVariant) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="b-segmented kb-variants"
      role="radiogroup"
      aria-label={t('boards.kanban.cardView')}
      data-testid="card-variant-switch"
    >
      {CARD_VARIANTS.map((v) => {
        const Icon = ICONS[v];
        const label = t(`boards.kanban.variants.${v}`);
        return (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={value === v}
            className={`b-segmented__btn${value === v ? ' is-active' : ''}`}
            onClick={() => {
              // A segmented control's choice is felt (a haptic tick inside Telegram).
              if (v !== value) haptic('selection');
              onChange(v);
            }}
            title={label}
            data-variant={v}
          >
            <Icon size={16} aria-hidden />
            <span className="b-segmented__label">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
