import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { UserSettings } from '../../../../../shared/schemas/session.ts';
import { callFunction } from '../../../lib/api-client.ts';
import { invalidateOnChange } from '../../../lib/realtime.ts';
import { sessionIdAtom } from '../../../lib/session-store.ts';

// Start-up fills this same key; a change made on another device refreshes it live.
export const userSettingsQueryKey = (sessionId: string | null) => ['settings', sessionId] as const;
invalidateOnChange('user_settings', ['settings']);

export const getUserSettings = (sessionId: string) =>
  callFunction<UserSettings>('settings', { action: 'getUserSettings', sessionId });

export const getUserSettingsQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: userSettingsQueryKey(sessionId),
    queryFn: () => getUserSettings(sessionId!),
    enabled: !!sessionId,
  });

export function useUserSettings() {
  const sessionId = useAtomValue(sessionIdAtom);
  return useQuery(getUserSettingsQueryOptions(sessionId));
}
