import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderHints, useFirstScreenOf } from '@app/lib/render-hints.ts';
import { PHONE_QUERY } from '@app/lib/use-media-query.ts';

/** The server's first-screen render answers the browser's questions (phone? dark?) from the cookie's hints. */
describe('render hints', () => {
  afterEach(() => {
    renderHints.phone = true;
  });

  it("answers the app's width queries as the hinted screen would, and nothing it cannot know", () => {
    renderHints.phone = true;
    expect(renderHints.matches(PHONE_QUERY)).toBe(true);
    expect(renderHints.matches('(min-width: 768px)')).toBe(false);
    renderHints.phone = false;
    expect(renderHints.matches(PHONE_QUERY)).toBe(false);
    expect(renderHints.matches('(min-width: 768px)')).toBe(true);
    // A mouse, a hover, reduced motion: unknown on the server, so the plain answer.
    expect(renderHints.matches('(min-width: 768px) and (hover: hover) and (pointer: fine)')).toBe(false);
    expect(renderHints.matches('(prefers-reduced-motion: reduce)')).toBe(false);
  });

  it('draws a long list one screen long on the server (the browser hydrates that, then draws it whole)', () => {
    const rows = Array.from({ length: 300 }, (_, i) => i);
    const List = () =>
      createElement(
        'ul',
        null,
        useFirstScreenOf(rows, 16).map((r) => createElement('li', { key: r }, r)),
      );
    expect(renderToString(createElement(List)).match(/<li>/g)).toHaveLength(16);
  });
});
