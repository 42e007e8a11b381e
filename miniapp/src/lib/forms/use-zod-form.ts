import { useMemo } from 'react';
import { useForm, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { haptic } from '../telegram/index.ts';
import { guardClosing } from '../closing-guard.ts';
import { useDirtyForm } from '../dirty-forms.ts';
import { zodFormResolver, type FormSchema } from './zod-form-resolver.ts';

// Closing asks first while any form is dirty; started once, with the first form's code.
guardClosing();

export type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A react-hook-form form validated by a call's own schema (shared/schemas), its field
 * errors in the user's language. Fields hold the schema's input; `handleSubmit` hands the
 * parsed output, ready for the call. Errors show after the first submit and clear as the
 * field is corrected (react-hook-form's defaults). While it holds unsaved changes a new version
 * of the app waits to reload the page (lib/dirty-forms.ts).
 */
export function useZodForm<S extends FormSchema>(schema: S, options?: ZodFormOptions<S>): ZodForm<S> {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodFormResolver(schema, (key, params) => t(key, params ?? {})), [schema, t]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
  // An invalid submit is felt inside Telegram, whatever the form does with it.
  // react-hook-form keeps one form object per component, so this wraps its submit once.
  useMemo(() => {
    const submit = form.handleSubmit;
    form.handleSubmit = (onValid, onInvalid) =>
      submit(onValid, (errors, event) => {
        haptic('error');
        return onInvalid?.(errors, event);
      });
  }, [form]);
  useDirtyForm(form.formState.isDirty || form.formState.isSubmitting);
  return form;
}
