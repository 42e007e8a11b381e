import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@app/lib/call-query.ts';
import { tooltipsCall } from '@app/lib/calls.ts';
import { isLanguage } from '@app/lib/i18n.ts';
import { postKeys } from './query-keys.ts';

/** A help text by id in the reader's language; shown in place, so no toast. */
export function useTooltip(id: number, language: string, enabled: boolean) {
  const lang = isLanguage(language) ? language : undefined;
  return useQuery({
    ...callQueryOptions(
      tooltipsCall,
      { id, lang },
      {
        queryKey: postKeys.tooltip(id, lang ?? ''),
        staleTime: Infinity,
        retry: 1,
        meta: { errorToast: false },
        select: (a) => a.tooltip.text,
      },
    ),
    enabled,
  });
}
