import { describe, expect, it } from 'vitest';
import { cardPreview, markdownToPlain } from '@shared/posts/plain-text.ts';

describe('a post read as plain text', () => {
  it('drops images and formatting, keeps the words of links', () => {
    const md =
      '## Кто может участвовать\n\n**Студенты** и [юристы](https://e.com) ![схема](/a.png)\n\n- первый\n- [ ] второй\n1. третий\n> цитата `код`';
    expect(markdownToPlain(md)).toBe('Кто может участвовать Студенты и юристы первый второй третий цитата код');
  });

  it('leaves out code blocks', () => {
    expect(markdownToPlain('до\n```\nconst x = 1;\n```\nпосле')).toBe('до после');
  });
});

describe("a card's preview", () => {
  const long = 'а'.repeat(250);

  it('shows a short preview whole', () => {
    expect(cardPreview({ preview: { content: 'Коротко' }, content: null })).toEqual({ text: 'Коротко', cut: false });
  });

  it('cuts a long preview at 200 characters with an ellipsis', () => {
    const { text, cut } = cardPreview({ preview: { content: long }, content: null });
    expect(cut).toBe(true);
    expect(Array.from(text)).toHaveLength(201);
    expect(text.endsWith('…')).toBe(true);
  });

  it("takes the content's plain text when the author wrote no preview", () => {
    expect(cardPreview({ preview: null, content: { content: '# Заголовок\n\nТекст **жирный**' } })).toEqual({
      text: 'Заголовок Текст жирный',
      cut: false,
    });
    expect(cardPreview({ preview: { content: '   ' }, content: { content: 'Текст' } }).text).toBe('Текст');
  });
});
