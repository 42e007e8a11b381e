import {
  isAuthDateInvalidError,
  isSignatureInvalidError,
  isSignatureMissingError,
  validate,
} from '@telegram-apps/init-data-node';
import { z } from 'zod';
import type { ErrorCode } from '@shared/errors.ts';
import { textSchema } from '@shared/schemas/common.ts';
import type { TelegramUser } from '@server/services/users.ts';

type InitDataProblem = Extract<ErrorCode, `init_data_${string}`>;

/** Why init data was refused: its code names the 401's text (shared/locales/{ru,en}/errors.json). */
export class InitDataError extends Error {
  constructor(readonly code: InitDataProblem) {
    super(code);
  }
}

const userSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: textSchema.max(256).default(''),
  last_name: textSchema.max(256).optional(),
  username: textSchema.max(64).optional(),
  language_code: textSchema.max(35).optional(),
  photo_url: z.url().max(512).optional(),
});

export interface VerifiedInitData {
  user: TelegramUser;
  startParam: string | undefined;
  authDate: Date;
}

/** How far in the future `auth_date` may lie: clocks of Telegram's servers and ours differ a little. */
export const INIT_DATA_CLOCK_SKEW_SECONDS = 60;

/**
 * Checks the mini-app's raw init data against the bot token (Telegram's HMAC), then its
 * age. The signature is checked first so that tampered data is called tampered, not old.
 * Init data dated in the future (beyond a small skew) is refused too: a replay window must
 * not grow by signing a date ahead.
 */
export function verifyInitData(raw: string, botToken: string, maxAgeSeconds: number): VerifiedInitData {
  try {
    validate(raw, botToken, { expiresIn: 0 });
  } catch (err) {
    if (isSignatureInvalidError(err)) throw new InitDataError('init_data_invalid');
    if (isSignatureMissingError(err)) throw new InitDataError('init_data_no_hash');
    if (isAuthDateInvalidError(err)) throw new InitDataError('init_data_no_auth_date');
    throw new InitDataError('init_data_malformed');
  }
  const params = new URLSearchParams(raw);
  // A field given twice is read differently by the signature's check (the last) and by
  // URLSearchParams (the first): nothing signed is ever sent that way.
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) throw new InitDataError('init_data_malformed');
  const authDate = new Date(Number.parseInt(params.get('auth_date') ?? '', 10) * 1000);
  // A date past what a Date holds (above 8.64e12 seconds) compares false both ways: refused as old.
  if (!Number.isFinite(authDate.getTime())) throw new InitDataError('init_data_expired');
  if (maxAgeSeconds > 0 && authDate.getTime() + maxAgeSeconds * 1000 < Date.now()) {
    throw new InitDataError('init_data_expired');
  }
  if (authDate.getTime() > Date.now() + INIT_DATA_CLOCK_SKEW_SECONDS * 1000)
    throw new InitDataError('init_data_from_future');
  let user: TelegramUser;
  try {
    const parsed = userSchema.safeParse(JSON.parse(params.get('user') ?? 'null'));
    if (!parsed.success) throw new Error('bad user');
    user = parsed.data;
  } catch {
    throw new InitDataError('init_data_no_user');
  }
  return { user, startParam: params.get('start_param') ?? undefined, authDate };
}
