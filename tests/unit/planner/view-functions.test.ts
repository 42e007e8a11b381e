import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A planner page renders again whenever its address changes (opening or closing a task puts
 * the task in it), and the frame builds its view again whenever the function that draws the
 * view is a new one: written as an arrow inside the page's render, it rebuilt a table of a few
 * hundred rows behind every task's dialog as it opened and as it closed. Each page hands the
 * frame a function made once: outside the page, or through useCallback.
 */
const PAGES = join(import.meta.dirname, '../../../miniapp/src/features/planner/pages');

describe("the planner's pages", () => {
  const pages = readdirSync(PAGES).filter((f) => f.endsWith('-page.tsx'));

  it('are the four views', () => {
    expect(pages.sort()).toEqual(['calendar-page.tsx', 'kanban-page.tsx', 'list-page.tsx', 'table-page.tsx']);
  });

  it.each(pages)('%s hands PlannerLayout a view function made once, not an arrow made in its render', (page) => {
    const source = readFileSync(join(PAGES, page), 'utf8');
    const frames = [...source.matchAll(/<PlannerLayout\b[^>]*>([\s\S]*?)<\/PlannerLayout>/g)].map((m) => m[1].trim());
    expect(frames).toHaveLength(1);
    // A name between braces: `{table}`, never `{({ data, openTask }) => …}`.
    expect(frames[0]).toMatch(/^\{\w+\}$/);
    const name = /^\{(\w+)\}$/.exec(frames[0])![1];
    const made = new RegExp(`^const ${name} = (\\(|useCallback\\()`, 'm');
    const inCallback = new RegExp(`const ${name} = useCallback\\(`);
    expect(made.test(source) || inCallback.test(source), `${page}: ${name} is made once`).toBe(true);
  });
});
