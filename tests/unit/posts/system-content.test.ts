import { describe, expect, it } from 'vitest';
import { LEGAL_POSTS, legalDoc, parseLegalDoc, tooltipText } from '@server/content/system-content.ts';

describe('what every install has', () => {
  it.each(LEGAL_POSTS)('has %s in Russian and English, with a title, a preview and a body', (name) => {
    const ru = legalDoc(name, 'ru');
    const en = legalDoc(name, 'en');
    expect(ru.title).toMatch(/[а-я]/i);
    expect(en.title).not.toMatch(/[а-я]/i);
    for (const doc of [ru, en]) {
      expect(doc.preview!.length).toBeGreaterThan(50);
      expect(doc.preview!.length).toBeLessThan(300);
      expect(doc.content!.length).toBeGreaterThan(3000);
      expect(doc.content).not.toMatch(/<[a-z]/i); // Markdown, no raw HTML
    }
    // Both tell how to delete an account.
    expect(ru.content).toMatch(/удал/i);
    expect(en.content).toMatch(/delet/i);
  });

  it('has the editor’s Markdown help in both languages', () => {
    expect(tooltipText(1, 'ru')).toMatch(/\*\*/);
    expect(tooltipText(1, 'en')).toMatch(/\*\*/);
  });

  it('refuses a legal text without its title and preview', () => {
    expect(() => parseLegalDoc('no title here')).toThrow();
    expect(parseLegalDoc('# T\n\nP.\n\n## A\n\nB')).toEqual({ title: 'T', preview: 'P.', content: '## A\n\nB' });
  });
});
