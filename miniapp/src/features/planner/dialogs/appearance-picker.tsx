import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SPACE_COLOR, DEFAULT_SPACE_ICON, SPACE_COLORS, SPACE_ICONS } from '../constants.ts';
import { PALETTE } from '../components/palette.ts';
import { SPACE_ICON_COMPONENTS } from '../components/space-icon.tsx';

export type SpaceIconName = (typeof SPACE_ICONS)[number];
export type SpaceColorName = (typeof SPACE_COLORS)[number];

/** A stored icon or colour name as the picker's choice (an unknown one shows the default). */
export const spaceIconOf = (name: string | undefined): SpaceIconName =>
  SPACE_ICONS.find((n) => n === name) ?? DEFAULT_SPACE_ICON;
export const spaceColorOf = (name: string | undefined): SpaceColorName =>
  SPACE_COLORS.find((n) => n === name) ?? DEFAULT_SPACE_COLOR;

/** A space's icon (18) and colour (8) pickers. */
export function AppearancePicker({
  icon,
  color,
  onChange,
}: {
  icon: SpaceIconName;
  color: SpaceColorName;
  onChange: (next: { icon: SpaceIconName; color: SpaceColorName }) => void;
}) {
  const { t } = useTranslation();
  const c = PALETTE[color];
  return (
    <section className="pl-appearance" aria-labelledby="pl-appearance-title" data-testid="appearance">
      <h3 className="pl-section-title" id="pl-appearance-title">
        {t('planner.appearance.title')}
      </h3>
      <div className="pl-field__label">{t('planner.appearance.icon')}</div>
      <div className="pl-icon-grid" role="radiogroup" aria-label={t('planner.appearance.icon')}>
        {SPACE_ICONS.map((name) => {
          const Icon = SPACE_ICON_COMPONENTS[name];
          const on = name === icon;
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={on}
              aria-label={t(`planner.appearance.icons.${name}`)}
              title={t(`planner.appearance.icons.${name}`)}
              className={`pl-icon-choice${on ? ' is-on' : ''}`}
              style={
                on ? { color: c, background: `color-mix(in srgb, ${c} 16%, transparent)`, borderColor: c } : undefined
              }
              onClick={() => onChange({ icon: name, color })}
              data-testid={`icon-${name}`}
            >
              <Icon size={20} aria-hidden />
            </button>
          );
        })}
      </div>
      <div className="pl-field__label">{t('planner.appearance.color')}</div>
      <div className="pl-color-row" role="radiogroup" aria-label={t('planner.appearance.color')}>
        {SPACE_COLORS.map((name) => {
          const on = name === color;
          return (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={on}
              aria-label={t(`planner.colors.${name}`)}
              title={t(`planner.colors.${name}`)}
              className={`pl-swatch${on ? ' is-on' : ''}`}
              style={{ background: PALETTE[name] }}
              onClick={() => onChange({ icon, color: name })}
              data-testid={`color-${name}`}
            >
              {on && <Check size={16} strokeWidth={3} aria-hidden />}
            </button>
          );
        })}
      </div>
    </section>
  );
}
