import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { UserSettings } from '../../../../../shared/schemas/session.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { sessionIdAtom } from '../../../lib/session-store.ts';
import { userSettingsQueryKey } from './get-user-settings.ts';

export const updateTimezone = (timezone: string) =>
  callFunction<{ timezone: string }>('settings', { action: 'updateTimezone', data: { timezone } });

/** Spec sections §4 Timezone change: save, then show the new zone at once. */
export function useUpdateTimezone() {
  const queryClient = useQueryClient();
  const sessionId = useAtomValue(sessionIdAtom);
  return useMutation({
    mutationFn: updateTimezone,
    onSuccess: ({ timezone }) => {
      const key = userSettingsQueryKey(sessionId);
      queryClient.setQueryData<UserSettings>(key, (old) => (old ? { ...old, timezone } : old));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
