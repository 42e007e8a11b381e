/**
 * What a post's Markdown may hold before it is parsed at all. Markdown parsers
 * (micromark, under react-markdown on every reader's phone and in the server's first screen)
 * match emphasis, code spans and brackets within one block by looking back over what came
 * before, so their time grows with the square of these marks in a block: `*_` 25,000 times
 * took half a minute. These counts keep every block small enough that the parse stays linear
 * in practice; the server then parses what passed once, under a hard time limit
 * (server/features/posts/markdown/).
 */
export const MARKDOWN_LIMITS = {
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

export type MarkdownLimit = keyof typeof MARKDOWN_LIMITS;

/** Counts the loop's steps, so a test can show the check is linear without reading a clock. */
export interface StepCounter {
  steps: number;
}

const isMark = (c: number) => c === 42 /* * */ || c === 95 /* _ */ || c === 126 /* ~ */ || c === 96; /* ` */
const LF = 10;

/**
 * The first limit `md` breaks, or null when it fits. One pass over the text, one step a
 * character, no regular expression: its cost is bounded by the text's length.
 */
export function markdownOverLimit(md: string, counter?: StepCounter): MarkdownLimit | null {
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
  let steps = 0;
  let over: MarkdownLimit | null = null;
  for (let i = 0; i < md.length; i++) {
    steps++;
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
        (isHeading(md, i) || ((c === 45 || c === 43 || c === 42) && (next0 === 32 || next0 === 9)))
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
        // The digits are passed over with the marker: still one step a character.
        if (ordered) {
          steps += end - i;
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
  if (counter) counter.steps += steps;
  return over;
}

/**
 * An ATX heading opens at `i`: one to six `#` and then a space, a tab or the line's end. `#x` is no
 * heading but paragraph text, and must not reset the counts (its marks pair with the lines around it).
 * At most seven characters are read, so the pass stays one step a character.
 */
function isHeading(md: string, i: number): boolean {
  let h = i;
  while (h < md.length && h - i < 7 && md.charCodeAt(h) === 35) h++;
  const n = h - i;
  if (n < 1 || n > 6) return false;
  if (h === md.length) return true;
  const after = md.charCodeAt(h);
  return after === 32 || after === 9 || after === 10 || after === 13;
}
