import type { InitAuthAnswer } from '../../../../../shared/schemas/auth.ts';
import { callFunction } from '../../../lib/api-client.ts';

/** auth initAuth: a fresh one-time sign-in link for this session (voids the previous one). */
export const initAuth = (sessionId: string) => callFunction<InitAuthAnswer>('auth', { action: 'initAuth', sessionId });
