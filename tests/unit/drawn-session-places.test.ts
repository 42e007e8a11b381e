import { describe, expect, it } from 'vitest';
import { putSessionBack, takeSessionOut } from '@shared/first-screen.ts';

const SESSION = '2f1d3c4b-5a69-4788-9abc-def012345678';

describe("the reader's session in a drawn page's state", () => {
  it('is taken out where it is a whole value and put back at exactly those places', () => {
    const state = {
      queries: [
        { queryKey: ['session', SESSION], state: { data: { title: 'Hello @lp-session@' } } },
        { queryKey: ['posts', { sessionId: SESSION, url: 'abc' }], state: { data: null } },
      ],
    };
    const { value, places } = takeSessionOut(state, SESSION);
    expect(JSON.stringify(value)).not.toContain(SESSION);
    expect(places).toEqual([
      ['queries', 0, 'queryKey', 1],
      ['queries', 1, 'queryKey', 1, 'sessionId'],
    ]);
    expect(putSessionBack(JSON.parse(JSON.stringify(value)), places, SESSION)).toEqual(state);
  });

  it('leaves any text as written, whatever it holds', () => {
    const written = { title: '@lp-session@', link: 'https://evil.example/?s=@lp-session@', none: null };
    const { value, places } = takeSessionOut(written, SESSION);
    expect(places).toEqual([]);
    expect(putSessionBack(value, places, SESSION)).toEqual(written);
  });

  it('refuses a state that holds the id inside a longer text, which no place can mend', () => {
    expect(() => takeSessionOut({ queryHash: `["session","${SESSION}"]` }, SESSION)).toThrow(/inside a text/);
  });
});
