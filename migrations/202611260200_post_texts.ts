import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { type Kysely, sql } from 'kysely';
import { gfm } from 'micromark-extension-gfm';

/**
 * What a post's Markdown gives, read once when it is saved: the plain words of
 * its preview and of its content's start (what a card and a link preview show, so no reader
 * runs a pattern over the text), and whether the content is shown as plain text, not Markdown
 * (a post saved before the limits that breaks them: kept, never parsed again).
 *
 * The posts saved before are read here with a frozen copy of the limits and the reading as they
 * landed (shared/posts/markdown-limits.ts, server/features/posts/markdown/post-text.ts): a
 * migration imports nothing of ours. It runs before the server takes requests, so in-process.
 */

const PLAIN_KEPT = 300;

const MARKDOWN_LIMITS = {
  /**
   * runs of `*`, `_`, `~` or `` ` `` in one block: the text between blank lines, where a line
   * opening a list item (`-`, `+`, `*`) or a heading (`#`) also starts a block
   */
  delimiterRunsPerBlock: 200,
  /** `[`, `]` and `<` in one block */
  bracketsPerBlock: 200,
  /** `|` in one line: a table's cells */
  pipesPerLine: 64,
  /** `[` opened and not yet closed, at any point */
  bracketDepth: 16,
  /** links and images (`](`) in the whole text */
  links: 1000,
  /** characters in one run of `*`, `_`, `~` or `` ` ``: a long run nests emphasis that deep */
  delimiterRun: 64,
  /** quote and list markers opening one line (`> > - 1.`): each is a level of nesting for every parser and renderer */
  containerDepth: 16,
} as const;

type MarkdownLimit = keyof typeof MARKDOWN_LIMITS;

const isMark = (c: number) => c === 42 /* * */ || c === 95 /* _ */ || c === 126 /* ~ */ || c === 96; /* ` */
const LF = 10;

/**
 * The first limit `md` breaks, or null when it fits. One pass over the text, one step a
 * character, no regular expression: its cost is bounded by the text's length.
 */
function markdownOverLimit(md: string): MarkdownLimit | null {
  let runs = 0;
  let brackets = 0;
  let depth = 0;
  let links = 0;
  let blank = true; // the current line holds only spaces so far
  let prefix = true; // still in the line's leading container markers
  let containers = 0;
  let run = 0;
  let pipes = 0;
  let indent = 0;
  let over: MarkdownLimit | null = null;
  for (let i = 0; i < md.length; i++) {
    const c = md.charCodeAt(i);
    if (c === LF) {
      // A blank line ends the block: emphasis and brackets never pair across it.
      if (blank) {
        runs = 0;
        brackets = 0;
        depth = 0;
      }
      blank = true;
      prefix = true;
      containers = 0;
      pipes = 0;
      indent = 0;
      continue;
    }
    if (c === 124 /* | */ && ++pipes > MARKDOWN_LIMITS.pipesPerLine) over = 'pipesPerLine';
    if (c !== 32 && c !== 9 && c !== 13) blank = false;
    if (prefix && (c === 32 || c === 9) && containers === 0) indent++;
    if (prefix && c !== 32 && c !== 9) {
      // A bullet or a heading at the margin begins a paragraph of its own: marks never pair across it.
      const next0 = md.charCodeAt(i + 1);
      if (
        containers === 0 &&
        indent < 4 &&
        (c === 35 || ((c === 45 || c === 43 || c === 42) && (next0 === 32 || next0 === 9)))
      ) {
        runs = 0;
        brackets = 0;
        depth = 0;
      }
      // `>`, or a list marker (`-`, `+`, `*`, digits with `.` or `)`) followed by a space.
      const next = md.charCodeAt(i + 1);
      const spaced = next === 32 || next === 9;
      let end = i;
      while (end < md.length && md.charCodeAt(end) >= 48 && md.charCodeAt(end) <= 57) end++;
      const ordered = end > i && (md.charCodeAt(end) === 46 || md.charCodeAt(end) === 41);
      if (c === 62 || ((c === 45 || c === 43 || c === 42) && spaced) || ordered) {
        if (++containers > MARKDOWN_LIMITS.containerDepth) over = 'containerDepth';
        if (ordered) {
          i = end;
        }
      } else prefix = false;
    }
    if (isMark(c)) {
      run = md.charCodeAt(i - 1) === c ? run + 1 : 1;
      if (run === 1 && ++runs > MARKDOWN_LIMITS.delimiterRunsPerBlock) over = 'delimiterRunsPerBlock';
      if (run > MARKDOWN_LIMITS.delimiterRun) over = 'delimiterRun';
    } else if (c === 91 /* [ */ || c === 93 /* ] */ || c === 60 /* < */) {
      if (++brackets > MARKDOWN_LIMITS.bracketsPerBlock) over = 'bracketsPerBlock';
      if (c === 91 && ++depth > MARKDOWN_LIMITS.bracketDepth) over = 'bracketDepth';
      if (c === 93) {
        if (depth > 0) depth--;
        if (md.charCodeAt(i + 1) === 40 /* ( */ && ++links > MARKDOWN_LIMITS.links) over = 'links';
      }
    }
    if (over) break;
  }
  return over;
}

/** Nodes whose words a reader of the plain text should not see: images, code blocks, link definitions. */
const SKIPPED = new Set(['image', 'imageReference', 'code', 'definition', 'footnoteDefinition', 'footnoteReference']);

/** Collects text until enough is kept, folding whitespace as it goes (no pattern over the text). */
class PlainWords {
  private chars: string[] = [];
  private space = false;

  private full = () => this.chars.length > PLAIN_KEPT;

  walk(node: Nodes): void {
    if (this.full()) return;
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'html') return this.add(node.value);
    if (node.type === 'break' || node.type === 'thematicBreak') return this.add(' ');
    if ('children' in node) {
      for (const child of node.children) this.walk(child as Nodes);
      // Blocks and cells are separate words even when the Markdown runs them together.
      if (node.type !== 'emphasis' && node.type !== 'strong' && node.type !== 'delete' && node.type !== 'link') {
        this.add(' ');
      }
    }
  }

  add(value: string): void {
    for (const ch of value) {
      if (this.full()) return;
      if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\u00a0') {
        this.space = this.chars.length > 0;
      } else {
        if (this.space) this.chars.push(' ');
        this.space = false;
        this.chars.push(ch);
      }
    }
  }

  text(): string {
    return this.chars.slice(0, PLAIN_KEPT).join('');
  }
}

/** The text itself with its whitespace folded, for a content that is not read as Markdown. */
function rawStart(text: string): string {
  const words = new PlainWords();
  words.add(text);
  return words.text();
}

function read(md: string): { text: string; plain: boolean } {
  if (markdownOverLimit(md)) return { text: rawStart(md), plain: true };
  const words = new PlainWords();
  words.walk(fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }));
  return { text: words.text(), plain: false };
}

type Text = { content: string } | null;
const given = (t: Text) => (t && t.content.trim() ? t.content : null);

/** Fills the columns of the posts saved before them; answers how many posts are shown as plain text from now on. */
export async function backfill(db: Kysely<any>): Promise<{ posts: number; plain: number }> {
  const rows: { id: number; preview: Text; content: Text }[] = await db
    .selectFrom('posts')
    .select(['id', 'preview', 'content'])
    .where((eb) => eb.or([eb('preview_text', 'is', null), eb('content_text', 'is', null)]))
    .where('content_is_plain', '=', false)
    .orderBy('id')
    .execute();
  let plain = 0;
  for (const row of rows) {
    const preview = given(row.preview);
    const content = given(row.content);
    const c = content === null ? null : read(content);
    if (c?.plain) plain++;
    await db
      .updateTable('posts')
      .set({
        // A preview over the limits is shown as written already (the card never parsed it): its words as typed.
        preview_text: preview === null ? null : read(preview).text || null,
        content_text: c?.text || null,
        content_is_plain: c?.plain ?? false,
      })
      .where('id', '=', row.id)
      .execute();
  }
  return { posts: rows.length, plain };
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts
    add column preview_text text,
    add column content_text text,
    add column content_is_plain boolean not null default false`.execute(db);
  await backfill(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table posts drop column preview_text, drop column content_text, drop column content_is_plain`.execute(
    db,
  );
}
