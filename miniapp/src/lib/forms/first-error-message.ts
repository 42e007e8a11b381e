/**
 * The first message in a field's errors, however deep: a list field (subtasks) holds its
 * items' errors by index and field, and shows one line under the list.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}
