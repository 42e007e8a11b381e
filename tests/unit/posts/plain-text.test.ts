import { describe, expect, it } from 'vitest';
import { cardPreview } from '@shared/posts/plain-text.ts';

describe("a card's preview", () => {
  const long = 'а'.repeat(250);

  it('shows the words read when the post was saved', () => {
    expect(cardPreview({ preview: { content: 'Коротко **так**' }, excerpt: 'Коротко так' })).toEqual({
      text: 'Коротко так',
      cut: false,
    });
  });

  it('cuts a long text at 200 characters with an ellipsis', () => {
    const { text, cut } = cardPreview({ preview: null, excerpt: long });
    expect(cut).toBe(true);
    expect(Array.from(text)).toHaveLength(201);
    expect(text.endsWith('…')).toBe(true);
  });

  it('shows the preview as written when an answer from before has no words, and nothing when there is none', () => {
    expect(cardPreview({ preview: { content: ' Коротко ' } })).toEqual({ text: 'Коротко', cut: false });
    expect(cardPreview({ preview: null, excerpt: null })).toEqual({ text: '', cut: false });
  });
});
