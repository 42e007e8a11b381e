import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '@shared/planner-constants.ts';
import { applyValues, editorValues, valuesOf, valuesPayload } from '@app/features/planner/dialogs/properties/values.ts';
import { draftsOf, draftsValid, slotsPayload } from '@app/features/planner/settings/slot-drafts.ts';
import { countActiveFilters } from '@app/features/planner/table/filter-panel.tsx';

const slot = (
  title: string,
  options?: { id: number; number: number; title: string; color: string; group: OptionGroup }[],
) => ({
  id: 1,
  title,
  options,
});

describe('task form values', () => {
  it('sends only the values of the properties the parent defines, clearing empty ones with null', () => {
    const values = {
      ...valuesOf(null),
      value_date: '2026-05-01T09:00:00.000Z',
      value_number: 3,
      value_multiselect: [] as number[],
    };
    const parent = { property_date: slot('Due'), property_multiselect: slot('Tags', []), property_number: null };
    expect(valuesPayload(values, parent)).toEqual({ value_date: '2026-05-01T09:00:00.000Z', value_multiselect: null });
  });

  it('sends a period only when one of its ends is set', () => {
    const parent = { property_period: slot('Term') };
    expect(valuesPayload({ ...valuesOf(null), value_period: [null, null] }, parent)).toEqual({ value_period: null });
    expect(valuesPayload({ ...valuesOf(null), value_period: ['2026-05-01T00:00:00.000Z', null] }, parent)).toEqual({
      value_period: ['2026-05-01T00:00:00.000Z', null],
    });
  });

  it('spread over the parsed form, leaves out the values of kinds the parent lacks', () => {
    const parsed = { title: 'T', value_number: 5, value_select: 3, value_multiselect: [1] };
    const body = { ...parsed, ...valuesPayload(parsed, { property_number: slot('Hours') }) };
    expect(JSON.parse(JSON.stringify(body))).toEqual({ title: 'T', value_number: 5 });
  });

  it('shows the form’s loosely typed values to the editors, and writes their changes back field by field', () => {
    expect(
      editorValues({
        value_select: '4',
        value_people: 9,
        value_multiselect: [1, 'x', 2],
        value_period: ['2026-05-01T00:00:00.000Z'],
      }),
    ).toEqual({
      ...valuesOf(null),
      value_select: null,
      value_people: 9,
      value_multiselect: [1, 2],
      value_period: ['2026-05-01T00:00:00.000Z', null],
    });
    const written: [string, unknown][] = [];
    applyValues({ value_number: 2, value_checkbox: false }, (name, value) => written.push([name, value]));
    expect(written).toEqual([
      ['value_checkbox', false],
      ['value_number', 2],
    ]);
  });
});

describe('property slot drafts', () => {
  const entity = {
    property_date: slot('Due'),
    property_select: slot('Status', [
      { id: 7, number: 1, title: 'Open', color: 'blue', group: 'unstarted' as const },
      { id: 8, number: 2, title: 'Done', color: 'green', group: 'done' as const },
    ]),
  };

  it('sends nothing when nothing changed', () => {
    const d = draftsOf(entity);
    expect(slotsPayload(d, d)).toEqual({});
  });

  it('sends a changed slot whole: kept options with their ids, new ones without, order as shown', () => {
    const initial = draftsOf(entity);
    const next = structuredClone(initial);
    next.select.options = [{ key: 'n1', title: 'New', color: 'red' }, initial.select.options[1]];
    next.date.enabled = false;
    next.number = { enabled: true, title: 'Hours', options: [] };
    expect(slotsPayload(initial, next)).toEqual({
      property_date: null,
      property_select: {
        title: 'Status',
        options: [
          { title: 'New', color: 'red' },
          { id: 8, title: 'Done', color: 'green', group: 'done' },
        ],
      },
      property_number: { title: 'Hours' },
    });
  });

  it("keeps each select option's group and sends the one chosen", () => {
    const initial = draftsOf(entity);
    expect(initial.select.options.map((o) => o.group)).toEqual(['unstarted', 'done']);
    const next = structuredClone(initial);
    next.select.options[0].group = 'cancelled';
    expect(slotsPayload(initial, next).property_select?.options).toEqual([
      { id: 7, title: 'Open', color: 'blue', group: 'cancelled' },
      { id: 8, title: 'Done', color: 'green', group: 'done' },
    ]);
  });

  it('needs a title on every enabled slot and option', () => {
    const d = draftsOf(entity);
    expect(draftsValid(d)).toBe(true);
    expect(draftsValid({ ...d, select: { ...d.select, options: [{ key: 'x', title: ' ', color: 'blue' }] } })).toBe(
      false,
    );
    expect(draftsValid({ ...d, number: { enabled: true, title: '', options: [] } })).toBe(false);
  });
});

describe('filter count', () => {
  it('counts only filters that narrow the table', () => {
    expect(
      countActiveFilters({
        a: { kind: 'options', ids: [] },
        b: { kind: 'options', ids: [1] },
        c: { kind: 'checkbox', checked: false },
        d: { kind: 'dateRange', from: null, to: null },
        e: undefined,
      }),
    ).toBe(2);
  });
});
