import { useTranslation } from 'react-i18next';
import {
  GROUP_COLOURS,
  LINK_STYLES,
  LINK_TYPES,
  type LinkType,
  SUBJECT_GROUPS,
  type SubjectGroup,
} from '@shared/network/graph.ts';

interface Props {
  hiddenGroups: ReadonlySet<SubjectGroup>;
  hiddenLinkTypes: ReadonlySet<LinkType>;
  onToggleGroup: (group: SubjectGroup) => void;
  onToggleLinkType: (type: LinkType) => void;
}

/** Two groups of switches, all on by default: subjects and link types. */
export function NetworkFilters({ hiddenGroups, hiddenLinkTypes, onToggleGroup, onToggleLinkType }: Props) {
  const { t } = useTranslation();
  return (
    <div className="network-filters" id="network-filters" data-testid="network-filters">
      <fieldset className="network-filters__group">
        <legend>{t('network.filters.subjects')}</legend>
        {SUBJECT_GROUPS.map((g) => (
          <label key={g} className="network-filter" data-testid={`filter-group-${g}`}>
            <input type="checkbox" checked={!hiddenGroups.has(g)} onChange={() => onToggleGroup(g)} />
            <span className="network-filter__dot" style={{ background: GROUP_COLOURS[g] }} aria-hidden />
            {t(`graph.groups.${g}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="network-filters__group">
        <legend>{t('network.filters.linkTypes')}</legend>
        {LINK_TYPES.map((type) => {
          const style = LINK_STYLES[type];
          return (
            <label key={type} className="network-filter" data-testid={`filter-link-${type}`}>
              <input type="checkbox" checked={!hiddenLinkTypes.has(type)} onChange={() => onToggleLinkType(type)} />
              <svg className="network-filter__line" width="28" height="8" aria-hidden>
                <line
                  x1="2"
                  y1="4"
                  x2="26"
                  y2="4"
                  stroke={style.colour}
                  strokeWidth={style.width}
                  strokeDasharray={style.dash.join(' ') || undefined}
                  strokeLinecap="round"
                />
              </svg>
              {t(`graph.linkTypes.${type}`)}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
