import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type OptionGroup, type PropertyKind } from '../constants.ts';
import { LIMITS, OPTION_GROUPS, PROPERTY_KINDS, SPACE_COLORS } from '../constants.ts';
import { defaultOptionGroup } from '@shared/planner/finished.ts';
import { OptionsMenu } from '@app/ui/options-menu.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { colorOf, PALETTE } from '../components/palette.ts';
import { KIND_ICONS } from '../dialogs/properties/property-editors.tsx';
import { HAS_OPTIONS, newOptionKey, nextColor, type SlotDraft, type SlotDrafts } from './slot-drafts.ts';

/**
 * Defines the entity's property slots (docs/architecture.md "Planner properties": one per type) and
 * the options of select and multi-select: title, colour and order.
 */
export function PropertiesTab({
  type,
  drafts,
  onChange,
}: {
  type: 'space' | 'project';
  drafts: SlotDrafts;
  onChange: (next: SlotDrafts) => void;
}) {
  const { t } = useTranslation();
  const set = (kind: PropertyKind, patch: Partial<SlotDraft>) =>
    onChange({ ...drafts, [kind]: { ...drafts[kind], ...patch } });

  return (
    <div className="pl-slots" data-testid="properties-tab">
      <p className="pl-muted pl-slots__intro">{t(`planner.settings.propertiesIntro.${type}`)}</p>
      {PROPERTY_KINDS.map((kind) => {
        const d = drafts[kind];
        const Icon = KIND_ICONS[kind];
        const move = (i: number, by: number) => {
          const options = [...d.options];
          const [o] = options.splice(i, 1);
          options.splice(i + by, 0, o);
          set(kind, { options });
        };
        return (
          <section key={kind} className={`pl-slot${d.enabled ? ' is-on' : ''}`} data-testid={`slot-${kind}`}>
            <div className="pl-slot__head">
              <span className="pl-slot__kind">
                <Icon size={17} aria-hidden />
                {t(`planner.propertyTypes.${kind}`)}
              </span>
              <label className="pl-switch">
                <input
                  type="checkbox"
                  checked={d.enabled}
                  onChange={(e) =>
                    set(kind, { enabled: e.target.checked, title: d.title || t(`planner.propertyTypes.${kind}`) })
                  }
                  aria-label={t('planner.settings.enableProperty', { type: t(`planner.propertyTypes.${kind}`) })}
                  data-testid={`slot-${kind}-toggle`}
                />
                <span className="pl-switch__track" aria-hidden />
              </label>
            </div>
            {d.enabled && (
              <div className="pl-slot__body">
                <input
                  className={`pl-input${d.title.trim() ? '' : ' is-invalid'}`}
                  value={d.title}
                  maxLength={LIMITS.title}
                  onChange={(e) => set(kind, { title: e.target.value })}
                  placeholder={t('planner.settings.propertyTitle')}
                  aria-label={t('planner.settings.propertyTitle')}
                  data-testid={`slot-${kind}-title`}
                />
                {HAS_OPTIONS.includes(kind) && (
                  <div className="pl-options-editor">
                    {d.options.length === 0 && (
                      <p className="pl-muted pl-field-empty">{t('planner.properties.noOptions')}</p>
                    )}
                    {d.options.map((o, i) => (
                      <div key={o.key} className="pl-option-row" data-testid={`slot-${kind}-option`}>
                        <OptionsMenu
                          label={t('planner.settings.optionColor')}
                          align="left"
                          buttonClassName="pl-swatch pl-swatch--s"
                          icon={<span className="pl-swatch__fill" style={{ background: colorOf(o.color) }} />}
                          items={SPACE_COLORS.map((c) => ({
                            key: c,
                            label: t(`planner.colors.${c}`),
                            icon: (
                              <span
                                className="pl-chip__dot"
                                style={{ background: PALETTE[c], width: 12, height: 12 }}
                                aria-hidden
                              />
                            ),
                            onSelect: () =>
                              set(kind, { options: d.options.map((x) => (x.key === o.key ? { ...x, color: c } : x)) }),
                          }))}
                        />
                        <input
                          className={`pl-input pl-option-row__title${o.title.trim() ? '' : ' is-invalid'}`}
                          value={o.title}
                          maxLength={LIMITS.optionTitle}
                          placeholder={t('planner.settings.optionTitle')}
                          aria-label={t('planner.settings.optionTitle')}
                          onChange={(e) =>
                            set(kind, {
                              options: d.options.map((x) => (x.key === o.key ? { ...x, title: e.target.value } : x)),
                            })
                          }
                          data-testid={`slot-${kind}-option-title`}
                        />
                        {kind === 'select' && (
                          <select
                            className="pl-input pl-option-row__group"
                            // Not chosen yet: the stage the server will give it by its title.
                            value={o.group ?? defaultOptionGroup(o.title)}
                            aria-label={t('planner.settings.optionGroup')}
                            title={t('planner.settings.optionGroupHint')}
                            onChange={(e) =>
                              set(kind, {
                                options: d.options.map((x) =>
                                  x.key === o.key ? { ...x, group: e.target.value as OptionGroup } : x,
                                ),
                              })
                            }
                            data-testid={`slot-${kind}-option-group`}
                          >
                            {OPTION_GROUPS.map((g) => (
                              <option key={g} value={g}>
                                {t(`planner.optionGroups.${g}`)}
                              </option>
                            ))}
                          </select>
                        )}
                        <IconButton
                          label={t('planner.settings.moveUp')}
                          size="xs"
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                        >
                          <ArrowUp size={15} aria-hidden />
                        </IconButton>
                        <IconButton
                          label={t('planner.settings.moveDown')}
                          size="xs"
                          disabled={i === d.options.length - 1}
                          onClick={() => move(i, 1)}
                        >
                          <ArrowDown size={15} aria-hidden />
                        </IconButton>
                        <IconButton
                          label={t('planner.settings.removeOption')}
                          size="xs"
                          className="pl-danger-hover"
                          onClick={() => set(kind, { options: d.options.filter((x) => x.key !== o.key) })}
                        >
                          <Trash2 size={15} aria-hidden />
                        </IconButton>
                      </div>
                    ))}
                    {d.options.length < LIMITS.options && (
                      <button
                        type="button"
                        className="pl-add-row"
                        onClick={() =>
                          set(kind, {
                            options: [...d.options, { key: newOptionKey(), title: '', color: nextColor(d.options) }],
                          })
                        }
                        data-testid={`slot-${kind}-add-option`}
                      >
                        <Plus size={16} aria-hidden />
                        {t('planner.settings.addOption')}
                      </button>
                    )}
                  </div>
                )}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
