import { type Kysely, sql } from 'kysely';
import type { InlineKeyboardMarkup, InlineQueryResultArticle } from 'grammy/types';
import type { Language } from '@shared/constants.ts';
import { createTranslator } from '@shared/i18n/translator.ts';
import { quizStartParam } from '@shared/notifications/kinds.ts';
import { miniAppLink } from '@shared/notifications/message.ts';
import { postStartParam } from '@shared/posts/post-url.ts';
import type { Database } from '@server/db/schema.ts';

type Db = Kysely<Database>;
const translate = createTranslator();
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

export interface LinkConfig {
  botUsername: string | undefined;
  miniAppName?: string;
  publicUrl: string;
}

export type ShareType = 'post' | 'vacancy' | 'quiz';

interface Card {
  id: string;
  kind: string;
  title: string;
  description: string;
  cover: string | null;
  startParam: string;
}

/** An absolute https address for an image (Telegram fetches previews itself), or null. */
function imageUrl(cover: string | null, publicUrl: string): string | null {
  if (!cover) return null;
  const url = /^https?:\/\//.test(cover) ? cover : `${publicUrl}${cover.startsWith('/') ? '' : '/'}${cover}`;
  return url.startsWith('https://') ? url : null;
}

/**
 * A card as an inline result: title, preview and cover (the link preview above the text),
 * and a button that opens the item in the mini-app. Shared by "Send to a chat" and inline mode.
 */
function article(card: Card, lang: Language, links: LinkConfig): InlineQueryResultArticle {
  const t = translate(lang);
  const link = links.botUsername ? miniAppLink(links.botUsername, links.miniAppName, card.startParam) : null;
  const cover = imageUrl(card.cover, links.publicUrl);
  const reply_markup: InlineKeyboardMarkup | undefined = link
    ? { inline_keyboard: [[{ text: t('notify.share.open'), url: link }]] }
    : undefined;
  const text = [
    `<b>${esc(card.title)}</b>`,
    card.description ? esc(card.description) : null,
    `<i>${esc(card.kind)}</i>`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    type: 'article',
    id: card.id,
    title: card.title,
    description: clip(card.description || card.kind, 120),
    ...(cover && { thumbnail_url: cover }),
    input_message_content: {
      message_text: text,
      parse_mode: 'HTML',
      link_preview_options: cover
        ? { url: cover, prefer_large_media: true, show_above_text: true }
        : { is_disabled: true },
    },
    ...(reply_markup && { reply_markup }),
  };
}

const previewText = (preview: unknown) =>
  preview && typeof preview === 'object' && 'content' in preview
    ? String((preview as { content: unknown }).content ?? '')
    : '';

/** A published item as a shareable card; null when it is not public (a draft, archived, unknown). */
export async function shareCard(db: Db, type: ShareType, id: number, lang: Language, links: LinkConfig) {
  const t = translate(lang);
  let card: Card | null = null;
  if (type === 'post') {
    const p = await db
      .selectFrom('posts')
      .select(['id', 'title', 'preview', 'cover', 'url'])
      .where('id', '=', id)
      .where('status', '=', 'published')
      .where('is_archived', '=', false)
      .executeTakeFirst();
    if (p)
      card = {
        id: `post-${p.id}`,
        kind: t('notify.share.post'),
        title: p.title,
        description: clip(previewText(p.preview), 300),
        cover: p.cover,
        startParam: postStartParam(p.url),
      };
  } else if (type === 'vacancy') {
    const j = await db
      .selectFrom('jobs as j')
      .innerJoin('posts as p', 'p.id', 'j.post_id')
      .select(['j.id', 'j.title', 'j.description', 'p.cover', 'p.url'])
      .where('j.id', '=', id)
      .where('j.type', '=', 'vacancy')
      .where('j.listed', '=', true)
      .executeTakeFirst();
    if (j)
      card = {
        id: `vacancy-${j.id}`,
        kind: t('notify.share.vacancy'),
        title: j.title,
        description: clip(j.description, 300),
        cover: j.cover,
        startParam: postStartParam(j.url),
      };
  } else {
    const q = await db
      .selectFrom('quiz as q')
      .innerJoin('posts as p', 'p.id', 'q.post_id')
      .select(['q.id', 'q.title', 'q.description', 'p.cover'])
      .where('q.id', '=', id)
      .where('p.status', '=', 'published')
      .where('p.is_archived', '=', false)
      .executeTakeFirst();
    if (q)
      card = {
        id: `quiz-${q.id}`,
        kind: t('notify.share.quiz'),
        title: q.title,
        description: clip(q.description ?? '', 300),
        cover: q.cover,
        startParam: quizStartParam(q.id),
      };
  }
  if (!card) return null;
  const link = links.botUsername ? miniAppLink(links.botUsername, links.miniAppName, card.startParam) : null;
  return { result: article(card, lang, links), title: card.title, link };
}

/**
 * Inline mode (`@bot words` in any chat): published posts, listed vacancies and professionals
 * whose names or titles hold every word, at most 5 of each, newest first.
 */
export async function inlineSearch(
  db: Db,
  query: string,
  lang: Language,
  links: LinkConfig,
): Promise<InlineQueryResultArticle[]> {
  const t = translate(lang);
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter((w) => w.length >= 2)
    .slice(0, 5);
  if (!words.length) return [];
  const like = (col: string) =>
    sql<boolean>`(${sql.join(
      words.map((w) => sql`${sql.ref(col)} ilike ${`%${w}%`}`),
      sql` and `,
    )})`;
  const [posts, vacancies, people] = await Promise.all([
    db
      .selectFrom('posts')
      .select(['id', 'title', 'preview', 'cover', 'url'])
      .where('status', '=', 'published')
      .where('is_archived', '=', false)
      .where(like('title'))
      .orderBy('id', 'desc')
      .limit(5)
      .execute(),
    db
      .selectFrom('jobs as j')
      .innerJoin('posts as p', 'p.id', 'j.post_id')
      .select(['j.id', 'j.title', 'j.description', 'p.cover', 'p.url'])
      .where('j.type', '=', 'vacancy')
      .where('j.listed', '=', true)
      .where(like('j.title'))
      .orderBy('j.id', 'desc')
      .limit(5)
      .execute(),
    db
      .selectFrom('profiles')
      .select(['id', 'name', 'username', 'about', 'expertise', 'avatar'])
      .where(sql<boolean>`(${like('name')}) or (${like('username')})`)
      .where(sql<boolean>`username ~ '^[A-Za-z0-9_]{5,20}$'`)
      .orderBy('id', 'desc')
      .limit(5)
      .execute(),
  ]);
  const cards: Card[] = [
    ...posts.map((p) => ({
      id: `post-${p.id}`,
      kind: t('notify.inline.post'),
      title: p.title,
      description: clip(previewText(p.preview), 200),
      cover: p.cover,
      startParam: postStartParam(p.url),
    })),
    ...vacancies.map((j) => ({
      id: `vacancy-${j.id}`,
      kind: t('notify.inline.vacancy'),
      title: j.title,
      description: clip(j.description, 200),
      cover: j.cover,
      startParam: postStartParam(j.url),
    })),
    ...people.map((p) => ({
      id: `profile-${p.id}`,
      kind: t('notify.inline.professional'),
      title: p.name,
      description: clip([p.expertise, p.about].filter(Boolean).join(' · '), 200),
      cover: p.avatar,
      startParam: `profile_${p.username}`,
    })),
  ];
  return cards.map((c) => article(c, lang, links));
}
