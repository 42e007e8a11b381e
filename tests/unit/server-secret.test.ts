import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@server/db/schema.ts';
import { keyed, serverSecret } from '@server/services/server-secret.ts';

describe('rate-limit keys (server/services/server-secret.ts)', () => {
  const hmac = (secret: Buffer, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

  it("are the HMAC of kind and value under the secret, a person's kept and still the same", () => {
    const secret = Buffer.from('a secret of the test');
    const other = Buffer.from('another secret');
    expect(keyed(secret, 'address', '203.0.113.7')).toBe(hmac(secret, 'address:203.0.113.7'));
    expect(keyed(secret, 'user', '42')).toBe(hmac(secret, 'user:42'));
    expect(keyed(secret, 'user', '42')).toBe(hmac(secret, 'user:42'));
    expect(keyed(other, 'user', '42')).toBe(hmac(other, 'user:42'));
  });

  it('take a configured SERVER_SECRET as the same bytes on every call', async () => {
    const db = {} as Kysely<Database>; // not read when the secret is configured
    const first = await serverSecret(db, 'configured secret');
    expect(await serverSecret(db, 'configured secret')).toBe(first);
    expect(first.toString('utf8')).toBe('configured secret');
  });
});
