import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@shared/i18n/translator.ts';
import { spacesActions, taskFormSchema } from '@shared/schemas/planner.ts';
import { zodFormResolver } from '@app/lib/forms/zod-form-resolver.ts';
import { firstErrorMessage } from '@app/lib/forms/first-error-message.ts';

const translate = createTranslator();
const taskForm = taskFormSchema;
const spaceForm = spacesActions.create.omit({ action: true, sessionId: true });
const options = { fields: {}, shouldUseNativeValidation: false } satisfies ResolverOptions<Record<string, unknown>>;

const task = (patch: Record<string, unknown> = {}) => ({
  project_id: 7,
  title: 'Подготовить иск',
  description: '',
  subtasks: [],
  ...patch,
});

describe('forms resolver: the call’s own schema, messages in the user’s language', () => {
  it('says a too-long title is too long, with the limit, in Russian and in English', async () => {
    const long = task({ title: 'я'.repeat(201) });
    const ru = await zodFormResolver(taskForm, translate('ru'))(long, undefined, options);
    const en = await zodFormResolver(taskForm, translate('en'))(long, undefined, options);
    expect(ru.values).toEqual({});
    expect(ru.errors.title).toMatchObject({ type: 'too_big', message: 'не длиннее 200 символов' });
    expect(en.errors.title).toMatchObject({ type: 'too_big', message: 'must be at most 200 characters' });
  });

  it('says a missing or blank title is required, in Russian and in English', async () => {
    for (const title of [undefined, '', '   ']) {
      const ru = await zodFormResolver(taskForm, translate('ru'))(task({ title }), undefined, options);
      const en = await zodFormResolver(taskForm, translate('en'))(task({ title }), undefined, options);
      expect(ru.errors.title?.message).toBe('обязательное поле');
      expect(en.errors.title?.message).toBe('is required');
    }
  });

  it('hands the schema’s parsed output to the submit handler: trimmed, coerced, defaulted', async () => {
    const values = task({
      title: '  Подать иск  ',
      project_id: '12',
      value_number: 3,
      subtasks: [{ id: 1, title: 'a', is_completed: false, number: 1 }],
    });
    const result = await zodFormResolver(taskForm, translate('ru'))(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(taskForm.parse(values));
    expect(result.values).toMatchObject({ title: 'Подать иск', project_id: 12 });

    const space = { title: 'Суд', description: null };
    const parsed = await zodFormResolver(spaceForm, translate('en'))(space, undefined, options);
    expect(parsed.values).toEqual(spaceForm.parse(space));
    expect(parsed.values).toMatchObject({ icon: 'Briefcase', color: 'blue' });
  });

  it('nests a list item’s error under its index and field, and finds it for the list’s one line', async () => {
    const values = task({
      subtasks: [
        { id: 1, title: 'ok', is_completed: false, number: 1 },
        { id: 2, title: 'x'.repeat(201), is_completed: false, number: 2 },
      ],
    });
    const { errors } = await zodFormResolver(taskForm, translate('en'))(values, undefined, options);
    expect(errors.subtasks?.[1]?.title?.message).toBe('must be at most 200 characters');
    expect(firstErrorMessage(errors.subtasks)).toBe('must be at most 200 characters');
  });

  it('collects every message of a field by code when the form asks for all criteria', async () => {
    const { errors } = await zodFormResolver(taskForm, translate('en'))(task({ title: '' }), undefined, {
      ...options,
      criteriaMode: 'all',
    });
    expect(errors.title?.types).toEqual({ too_small: 'is required' });
  });
});
