import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Member } from '@shared/schemas/planner.ts';
import {
  CheckboxField,
  DateField,
  NumberField,
  OptionsField,
  PeriodField,
  PersonField,
  PropertyRow,
} from './property-editors.tsx';
import { definedSlots, editorValues, EMPTY_VALUES, type LooseValues, type Slots, type ValueState } from './values.ts';

interface PanelProps {
  parent: Partial<Slots> | null;
  values: ValueState;
  onChange: (patch: Partial<ValueState>) => void;
  members: Member[];
  membersLoading: boolean;
  personEmptyText: string;
  parentMissingText: string;
  /** Shown under the date's editor: the task's deadline rule. */
  dateExtra?: ReactNode;
}

/**
 * The dialog's side panel: one editor per property the parent defines (a
 * project's come from its space, a task's from its project).
 */
export function PropertiesPanel({
  parent,
  values,
  onChange,
  members,
  membersLoading,
  personEmptyText,
  parentMissingText,
  dateExtra,
}: PanelProps) {
  const { t } = useTranslation();
  const slots = definedSlots(parent);
  return (
    <aside className="pl-props" aria-labelledby="pl-props-title" data-testid="properties-panel">
      <h3 className="pl-props__title" id="pl-props-title">
        {t('planner.properties.title')}
      </h3>
      {!parent && <p className="pl-muted pl-props__empty">{parentMissingText}</p>}
      {parent && slots.length === 0 && (
        <p className="pl-muted pl-props__empty">{t('planner.properties.noneDefined')}</p>
      )}
      {slots.map(({ kind, slot }) => (
        <PropertyRow key={kind} kind={kind} title={slot.title}>
          {kind === 'date' && (
            <DateField
              value={values.value_date}
              onChange={(v) => onChange({ value_date: v })}
              placeholder={t('planner.properties.setDate')}
              testId="edit-date"
            />
          )}
          {kind === 'date' && dateExtra}
          {kind === 'period' && (
            <PeriodField
              value={values.value_period}
              onChange={(v) => onChange({ value_period: v })}
              testId="edit-period"
            />
          )}
          {kind === 'select' && (
            <OptionsField
              options={slot.options ?? []}
              chosen={values.value_select === null ? [] : [values.value_select]}
              multiple={false}
              onChange={(ids) => onChange({ value_select: ids[0] ?? null })}
              testId="edit-select"
            />
          )}
          {kind === 'multiselect' && (
            <OptionsField
              options={slot.options ?? []}
              chosen={values.value_multiselect}
              multiple
              onChange={(ids) => onChange({ value_multiselect: ids })}
              testId="edit-multiselect"
            />
          )}
          {kind === 'people' && (
            <PersonField
              value={values.value_people}
              members={members}
              loading={membersLoading}
              emptyText={personEmptyText}
              onChange={(v) => onChange({ value_people: v })}
              testId="edit-people"
            />
          )}
          {kind === 'checkbox' && (
            <CheckboxField
              value={values.value_checkbox}
              onChange={(v) => onChange({ value_checkbox: v })}
              label={slot.title}
              testId="edit-checkbox"
            />
          )}
          {kind === 'number' && (
            <NumberField
              value={values.value_number}
              onChange={(v) => onChange({ value_number: v })}
              label={slot.title}
              testId="edit-number"
            />
          )}
        </PropertyRow>
      ))}
    </aside>
  );
}

const VALUE_FIELDS = Object.keys(EMPTY_VALUES) as Array<keyof ValueState>;

/**
 * The panel with its values watched from a form's `control`, on their own: an edit in it renders
 * the panel, and an edit elsewhere in the form (a title typed, a subtask ticked) does not.
 */
export function WatchedPropertiesPanel<T extends FieldValues, O>({
  control,
  ...props
}: Omit<PanelProps, 'values'> & { control: Control<T, unknown, O> }) {
  const watched = useWatch({ control, name: VALUE_FIELDS as unknown as Array<FieldPath<T>> }) as unknown[];
  const values = Object.fromEntries(VALUE_FIELDS.map((field, i) => [field, watched[i]])) as LooseValues;
  return <PropertiesPanel {...props} values={editorValues(values)} />;
}
