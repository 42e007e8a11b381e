import { describe, expect, it } from 'vitest';
import { signFileGrant } from '@server/services/file-links.ts';
import { serverSecret } from '@server/services/server-secret.ts';
import { createQuizWorld } from '../support/quiz-world.ts';

const { t, owner, alice, anon, newPost, newQuiz, take } = await createQuizWorld();
const PUBLIC = 'https://lp.example';
t.config.publicUrl = PUBLIC;

/** The file behind a signed address, fetched as Telegram's downloader does: no session, no key, no cookie. */
async function fetchFile(url: string, method: 'GET' | 'HEAD' = 'GET') {
  expect(url.startsWith(`${PUBLIC}/files/`)).toBe(true);
  const res = await t.app.request(url.slice(PUBLIC.length), { method, headers: { 'accept-language': 'en' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  // Read as bytes: a TextDecoder would drop the BOM the test looks for.
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

const link = (file: Record<string, unknown>, sessionId?: string) => t.call('file-link', { sessionId, file });

describe("file-link and /files/{token}/{name}: a signed address for Telegram's downloader, which sends no session", () => {
  it("gives a quiz's owner the results as an attachment Excel opens, by GET and HEAD, again and again", async () => {
    const q = await newQuiz({ is_anonymous: false });
    await take(alice, q.id, [{ questionId: 'q1', selectedOptionId: 'b' }]);
    const r = await link({ kind: 'quizResults', quizId: q.id }, owner.sessionId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.fileName).toMatch(/\.csv$/);
    expect(r.body.url).toMatch(new RegExp(`^${PUBLIC}/files/[\\w-]+\\.[\\w-]+/`));

    const head = await fetchFile(r.body.url, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(head.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(head.headers.get('content-disposition')!.split("UTF-8''")[1])).toBe(r.body.fileName);
    expect(head.headers.get('cache-control')).toBe('private, no-store');

    for (let i = 0; i < 2; i++) {
      const got = await fetchFile(r.body.url);
      expect(got.status).toBe(200);
      // UTF-8 with a BOM and `;` between fields, as before (Excel in a Russian locale).
      expect([...got.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, line] = got.text.slice(1).trim().split('\r\n');
      expect(header.split(';').length).toBeGreaterThan(5);
      expect(line).toContain('Алиса Участница');
    }
  });

  it("refuses someone else's quiz (403), a visitor (401), and bad input (400) in words", async () => {
    const q = await newQuiz();
    const other = await link({ kind: 'quizResults', quizId: q.id }, alice.sessionId);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('Only the author of the post can change its quiz');
    expect((await link({ kind: 'quizResults', quizId: q.id }, anon)).status).toBe(401);
    const bad = await link({ kind: 'invoice', id: 1 }, owner.sessionId);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
    expect((await link({ kind: 'event', eventId: 'x' })).status).toBe(400);
  });

  it("answers an event's .ics to a visitor, and stops once the post is archived", async () => {
    const p = await newPost();
    const e = await t.call('event', {
      action: 'create',
      sessionId: owner.sessionId,
      event: {
        post_id: p.id,
        title: 'Форум по банкротству',
        start_date: '2027-03-15T10:30:00+03:00',
        end_date: '2027-03-15T12:00:00+03:00',
        type: 'forum',
        is_online: true,
        is_offline: false,
      },
    });
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    const r = await link({ kind: 'event', eventId: e.body.event.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.fileName).toMatch(/\.ics$/);
    const got = await fetchFile(r.body.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(got.text).toContain('BEGIN:VEVENT');
    expect(got.text).toContain('DTSTART:20270315T073000Z');

    expect((await t.call('posts', { action: 'archive', sessionId: owner.sessionId, id: p.id })).status).toBe(200);
    const gone = await fetchFile(r.body.url);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.text).error).toBe('Event not found');
    // Still its author's own.
    expect((await link({ kind: 'event', eventId: e.body.event.id }, owner.sessionId)).status).toBe(200);
    expect((await link({ kind: 'event', eventId: e.body.event.id }, alice.sessionId)).status).toBe(404);
  });

  it("makes a profile's vCard with the contacts the asker may see", async () => {
    await t.db.db
      .updateTable('profiles')
      .set({ info: JSON.stringify({ city: 'Казань', contacts: { phone: '+7 900 000-00-00' } }) as never })
      .where('id', '=', owner.profileId)
      .execute();
    const visitor = await link({ kind: 'contact', username: owner.username });
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200);
    expect(visitor.body.fileName).toBe(`${owner.username}.vcf`);
    const card = await fetchFile(visitor.body.url);
    expect(card.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(card.text).toContain('FN:Автор квиза');
    expect(card.text).toContain('ADR;TYPE=WORK:;;;Казань;;;');
    expect(card.text).not.toContain('TEL');
    const signedIn = await link({ kind: 'contact', username: owner.username }, alice.sessionId);
    expect((await fetchFile(signedIn.body.url)).text).toContain('TEL;TYPE=CELL:+7 900 000-00-00');
    expect((await link({ kind: 'contact', username: 'nobody_here' })).status).toBe(404);
  });

  it('refuses a changed or an expired address, in words', async () => {
    const q = await newQuiz();
    const r = await link({ kind: 'quizResults', quizId: q.id }, owner.sessionId);
    const [token, name] = r.body.url.slice(`${PUBLIC}/files/`.length).split('/');
    const [body, sig] = token.split('.');
    // Another quiz's id in the same signature.
    const forged = Buffer.from(
      Buffer.from(body, 'base64url')
        .toString()
        .replace(`"quizId":${q.id}`, `"quizId":${q.id + 1}`),
    ).toString('base64url');
    const changed = await fetchFile(`${PUBLIC}/files/${forged}.${sig}/${name}`);
    expect(changed.status).toBe(404);
    expect(JSON.parse(changed.text).error).toBe(
      'This file link has expired or is wrong: tap the download button again',
    );

    const secret = await serverSecret(t.db.db, t.config.serverSecret);
    const grant = {
      file: { kind: 'quizResults' as const, quizId: q.id },
      userId: owner.userId,
      language: 'ru' as const,
    };
    const old = signFileGrant(secret, grant, Date.now() - 11 * 60 * 1000);
    expect((await fetchFile(`${PUBLIC}/files/${old.token}/${name}`)).status).toBe(404);
    const fresh = signFileGrant(secret, grant, Date.now() - 9 * 60 * 1000);
    expect((await fetchFile(`${PUBLIC}/files/${fresh.token}/${name}`)).status).toBe(200);
  });
});
