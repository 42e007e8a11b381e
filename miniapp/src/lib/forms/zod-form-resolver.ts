import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type Translate } from '@shared/i18n/validation.ts';

/** A form's schema: an object schema, so that its input and output are field values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form's resolver for a call's own zod schema, with messages in the user's
 * language: the stock zodResolver would show `issue.message` (a translation key, or zod's
 * English default), so every issue goes through `issueMessage` with its limits instead.
 * The submitted values are the schema's parsed output (trimmed, coerced, defaulted).
 */
export function zodFormResolver<S extends FormSchema>(
  schema: S,
  t: Translate,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    return {
      values: {},
      errors: toNestErrors(issuesToErrors(result.error.issues, t, options.criteriaMode === 'all'), options),
    };
  };
}

/** One error per field path (the first issue), or every issue by code with criteriaMode 'all'. */
function issuesToErrors(issues: readonly z.core.$ZodIssue[], t: Translate, all: boolean): Record<string, FieldError> {
  // No prototype: a field named like an Object member must not look already set.
  const errors: Record<string, FieldError> = Object.create(null);
  for (const issue of issues) {
    // An issue of the whole object (a refine across fields) goes to the form's root error.
    const path = issue.path.length ? issue.path.join('.') : 'root';
    const message = issueMessage(issue, t);
    const error = (errors[path] ??= { type: issue.code, message });
    if (all) {
      const types = (error.types ??= {});
      const earlier = types[issue.code];
      types[issue.code] =
        typeof earlier === 'string' ? [earlier, message] : Array.isArray(earlier) ? [...earlier, message] : message;
    }
  }
  return errors;
}
