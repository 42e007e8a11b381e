import type { FieldPath, FieldPathValue, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Sets a field that has no input of its own (a picker, a list, a panel of editors) the way
 * typing would: marked dirty, and checked again once the form has been submitted, so an
 * error shown after Save clears as soon as the choice is made.
 */
export function useSetField<T extends FieldValues, TOut>(form: UseFormReturn<T, unknown, TOut>) {
  const submitted = form.formState.isSubmitted;
  return <N extends FieldPath<T>>(name: N, value: FieldPathValue<T, N>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: submitted });
}
