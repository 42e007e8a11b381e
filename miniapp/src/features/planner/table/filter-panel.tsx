import { useTranslation } from 'react-i18next';
import type { TableFilter, TableFilterState, TableFilterValue } from '@shared/planner/table-filters.ts';
import { colorOf } from '../components/palette.ts';

/** How many filters narrow the table now (an empty pick narrows nothing). */
export function countActiveFilters(state: TableFilterState): number {
  return Object.values(state).filter((v) => {
    if (!v) return false;
    if (v.kind === 'options' || v.kind === 'people') return v.ids.length > 0;
    if (v.kind === 'dateRange') return v.from !== null || v.to !== null;
    return true;
  }).length;
}

const toggle = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/** The table's filter panel: one control per filterable column ('No filters available' when none). */
export function FilterPanel({
  filters,
  state,
  onChange,
}: {
  filters: TableFilter[];
  state: TableFilterState;
  onChange: (next: TableFilterState) => void;
}) {
  const { t } = useTranslation();
  const set = (key: string, value: TableFilterValue | undefined) => onChange({ ...state, [key]: value });

  return (
    <section className="pl-filters" aria-label={t('planner.filters.title')} data-testid="filter-panel">
      {filters.length === 0 && <p className="pl-muted pl-filters__none">{t('planner.filters.none')}</p>}
      {filters.map((f) => {
        const value = state[f.key];
        return (
          <div className="pl-filter" key={f.key} data-testid={`filter-${f.key}`}>
            <span className="pl-filter__label">{f.title}</span>
            <div className="pl-filter__controls">
              {f.kind === 'options' &&
                f.options.map((o) => {
                  const ids = value?.kind === 'options' ? value.ids : [];
                  const on = ids.includes(o.id);
                  return (
                    <button
                      key={o.id}
                      type="button"
                      className={`pl-chip${on ? ' is-on' : ''}`}
                      aria-pressed={on}
                      style={{ ['--pill' as string]: colorOf(o.color) }}
                      onClick={() => set(f.key, { kind: 'options', ids: toggle(ids, o.id) })}
                    >
                      <span className="pl-chip__dot" aria-hidden />
                      {o.title}
                    </button>
                  );
                })}
              {f.kind === 'people' &&
                f.people.map((p) => {
                  const ids = value?.kind === 'people' ? value.ids : [];
                  const on = ids.includes(p.id);
                  return (
                    <button
                      key={p.id}
                      type="button"
                      className={`pl-chip${on ? ' is-on' : ''}`}
                      aria-pressed={on}
                      onClick={() => set(f.key, { kind: 'people', ids: toggle(ids, p.id) })}
                    >
                      {p.name}
                    </button>
                  );
                })}
              {f.kind === 'checkbox' &&
                (['any', 'yes', 'no'] as const).map((choice) => {
                  const current = value?.kind === 'checkbox' ? (value.checked ? 'yes' : 'no') : 'any';
                  return (
                    <button
                      key={choice}
                      type="button"
                      className={`pl-chip${current === choice ? ' is-on' : ''}`}
                      aria-pressed={current === choice}
                      onClick={() =>
                        set(f.key, choice === 'any' ? undefined : { kind: 'checkbox', checked: choice === 'yes' })
                      }
                    >
                      {t(`planner.filters.checkbox.${choice}`)}
                    </button>
                  );
                })}
              {f.kind === 'dateRange' && (
                <>
                  {(['from', 'to'] as const).map((end) => {
                    const range =
                      value?.kind === 'dateRange' ? value : { kind: 'dateRange' as const, from: null, to: null };
                    return (
                      <label key={end} className="pl-date-filter">
                        <span className="pl-muted">{t(`planner.filters.${end}`)}</span>
                        <input
                          type="date"
                          value={range[end] ?? ''}
                          onChange={(e) => set(f.key, { ...range, [end]: e.target.value || null })}
                          data-testid={`filter-${f.key}-${end}`}
                        />
                      </label>
                    );
                  })}
                </>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
