import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { type MarkdownLimit, markdownOverLimit, type StepCounter } from '@shared/posts/markdown-limits.ts';

/**
 * A post's Markdown read once, when it is saved: the limits checked, then parsed
 * by the readers' own parser (micromark with GFM, as react-markdown does), and the words a card
 * and a link preview show taken from the tree. Readers get the stored words and never run a
 * pattern over the text again. Runs in a worker under a time limit (markdown-pool.ts).
 */

/** Characters of plain text kept: the card and the link preview show 200 (shared/posts/preview.ts) and say when there is more. */
export const PLAIN_KEPT = 300;

export type PostText = { ok: true; plain: string } | { ok: false; limit: MarkdownLimit | 'time' };

/** Nodes whose words a reader of the plain text should not see: images, code blocks, link definitions. */
const SKIPPED = new Set(['image', 'imageReference', 'code', 'definition', 'footnoteDefinition', 'footnoteReference']);

/** The plain text of `md`, folded to single spaces and cut at PLAIN_KEPT characters; or the limit it breaks. */
export function postText(md: string, counter?: StepCounter): PostText {
  const over = markdownOverLimit(md, counter);
  if (over) return { ok: false, limit: over };
  const tree = fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const words = new PlainWords(counter);
  words.walk(tree);
  return { ok: true, plain: words.text() };
}

/** Collects text until enough is kept, folding whitespace as it goes (no pattern over the text). */
class PlainWords {
  private chars: string[] = [];
  private space = false;

  constructor(private counter?: StepCounter) {}

  private full = () => this.chars.length > PLAIN_KEPT;

  walk(node: Nodes): void {
    if (this.full()) return;
    if (this.counter) this.counter.steps++;
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

  private add(value: string): void {
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
