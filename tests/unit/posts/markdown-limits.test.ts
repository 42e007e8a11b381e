import { describe, expect, it } from 'vitest';
import { parseInWorker } from '@server/features/posts/markdown/markdown-pool.ts';
import { postText } from '@server/features/posts/markdown/post-text.ts';
import { type StepCounter } from '@shared/posts/markdown-limits.ts';

/** A post's Markdown read once, at save, with work bounded by its length, so no crafted post stalls the server. */

const work = (text: string) => {
  const counter: StepCounter = { steps: 0 };
  postText(text, counter);
  return counter.steps;
};
const repeatTo = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const ADVERSARIAL: Record<string, (length: number) => string> = {
  '![': (n) => repeatTo('![', n),
  '[': (n) => repeatTo('[', n),
  '](': (n) => repeatTo('](', n),
  '*_': (n) => repeatTo('*_', n),
  'nested brackets': (n) => `${'['.repeat(n / 2)}${']'.repeat(n / 2)}`,
  'long * run': (n) => '*'.repeat(n),
  'long _ run': (n) => '_'.repeat(n),
  'nested quotes': (n) => '>'.repeat(n),
  'table cells': (n) => repeatTo('|a', n),
};

describe('the work of reading a post', () => {
  it.each(Object.entries(ADVERSARIAL))(
    '100,000 characters of %s cost at most twice ten 10,000-character pieces',
    (_, make) => {
      const whole = work(make(100_000));
      const pieces = Array.from({ length: 10 }, () => work(make(10_000))).reduce((a, b) => a + b, 0);
      expect(whole).toBeGreaterThan(0);
      expect(whole).toBeLessThanOrEqual(2 * pieces);
    },
  );

  it('refuses what makes parsers blow up, before parsing it', () => {
    for (const [name, make] of Object.entries(ADVERSARIAL)) {
      expect(postText(make(50_000)).ok, name).toBe(false);
    }
  });

  it('counts `#`-led lines that are no heading (`#x`) as one paragraph, and refuses it', async () => {
    const { markdownOverLimit } = await import('@shared/posts/markdown-limits.ts');
    // Each line alone is within the limits; together they are one paragraph for the parser.
    const paragraph = Array.from({ length: 300 }, () => `#x ${'*_'.repeat(60)}`).join('\n');
    expect(markdownOverLimit(paragraph)).not.toBeNull();
    expect(postText(paragraph).ok).toBe(false);
    // Real headings (`# `, `###` alone) still open a block of their own.
    const headings = Array.from({ length: 300 }, () => `## ${'*_'.repeat(60)}`).join('\n');
    expect(markdownOverLimit(headings)).toBeNull();
  });

  it('accepts a long article of ordinary Markdown', () => {
    const section =
      '## Раздел\n\nТекст с **жирным**, _курсивом_, `кодом` и [ссылкой](https://example.com).\n\n- пункт\n- пункт с **выделением**\n\n| а | б |\n|---|---|\n| 1 | 2 |\n\n> цитата\n\n';
    expect(postText(repeatTo(section, 20_000)).ok).toBe(true);
  });
});

describe('the plain words of a post', () => {
  it('drops images, code blocks and formatting, keeps the words of links', () => {
    const md =
      '## Кто может участвовать\n\n**Студенты** и [юристы](https://e.com) ![схема](/a.png)\n\n- первый\n- [ ] второй\n1. третий\n> цитата `код`\n\n```\nconst x = 1;\n```\n\nпосле';
    expect(postText(md)).toEqual({
      ok: true,
      plain: 'Кто может участвовать Студенты и юристы первый второй третий цитата код после',
    });
  });

  it('keeps 300 characters', () => {
    const r = postText('слово '.repeat(200));
    expect(r.ok && Array.from(r.plain).length).toBe(300);
  });
});

describe('the parse worker', () => {
  it('answers each text, and a parse over its time limit as too complex, then goes on', async () => {
    const long = repeatTo('Текст с **жирным** и _курсивом_ о главном.\n\n', 50_000);
    expect(await parseInWorker(['**a** b', '[]'.repeat(500), long], 60_000)).toEqual([
      { ok: true, plain: 'a b' },
      { ok: false, limit: 'bracketsPerBlock' },
      { ok: true, plain: expect.stringMatching(/^Текст с жирным и курсивом о главном\. Текст/) },
    ]);
    // No machine parses 50,000 characters in a millisecond: the worker is stopped mid-parse.
    expect(await parseInWorker([long], 1)).toEqual([{ ok: false, limit: 'time' }]);
    expect(await parseInWorker(['_b_', long], 60_000)).toEqual([
      { ok: true, plain: 'b' },
      expect.objectContaining({ ok: true }),
    ]);
  }, 60_000);
});

describe("the server's first screen of a long post", () => {
  it('parses only the paragraphs within its share of characters, cut at a blank line', async () => {
    const { firstScreenText, SERVER_MARKDOWN_CHARS } = await import('@app/features/posts/components/post-content.tsx');
    const para = 'Абзац текста договора. '.repeat(20);
    const text = Array.from({ length: 40 }, () => para).join('\n\n');
    const head = firstScreenText(text);
    expect(head.length).toBeLessThanOrEqual(SERVER_MARKDOWN_CHARS);
    expect(text.startsWith(head)).toBe(true);
    expect(text.slice(head.length).startsWith('\n\n')).toBe(true);
    expect(firstScreenText('short')).toBe('short');
  });

  it('stops at its share of marks, so a first screen of markup costs no more than one of prose', async () => {
    const { firstScreenText, SERVER_MARKDOWN_MARKS } = await import('@app/features/posts/components/post-content.tsx');
    const marks = (s: string) => [...s].filter((ch) => '*_[]()!'.includes(ch)).length;
    const crafted = Array.from({ length: 60 }, () => '*_'.repeat(100)).join('\n\n');
    const head = firstScreenText(crafted);
    expect(marks(head)).toBeLessThanOrEqual(SERVER_MARKDOWN_MARKS);
    expect(crafted.startsWith(head)).toBe(true);
    // Prose with a link and bold words keeps its whole first screen.
    const prose = 'Суд **отказал** во взыскании: см. [решение](/post/abc). '.repeat(6);
    expect(firstScreenText(prose)).toBe(prose);
  });
});
