import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expertsCall } from '@shared/contracts/about.ts';
import { ExpertCarousel } from '@app/features/about/components/expert-carousel.tsx';
import { renderWithApp } from '../support/render.tsx';
import { answer, refuse, server } from '../support/server.ts';

/*
 * The about page's experts when the call fails: said in place, in the reader's language, with a
 * retry that shows the cards once the server answers. Moved from the browser suite, where it
 * cost a browser's time; the page with its seven cards and a finger's swipe: tests/e2e/about.spec.ts.
 */

const expert = (id: number) => ({
  id,
  name: `Эксперт ${id}`,
  username: `expert_${id}`,
  avatar: null,
  about: 'Арбитражные споры',
  level: 'golden' as const,
});

describe('about: the experts', () => {
  it('says a failed call in place, without a toast, and Retry shows the cards once the server answers', async () => {
    let fail = true;
    server.use(
      answer(expertsCall, () =>
        fail ? refuse(500, 'Внутренняя ошибка сервера') : { experts: [1, 2, 3, 4, 5, 6, 7].map(expert) },
      ),
    );
    renderWithApp(<ExpertCarousel />, { path: '/about' });
    const error = await screen.findByTestId('experts-error');
    expect(error.textContent).toContain('Внутренняя ошибка сервера');
    expect(screen.queryByTestId('toast-error')).toBeNull();
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Повторить' }));
    const track = await screen.findByTestId('experts-track');
    expect(within(track).getAllByRole('link')).toHaveLength(7);
    expect(within(track).getAllByRole('link')[0]!.getAttribute('href')).toBe('/expert_1');
    expect(screen.queryByTestId('experts-error')).toBeNull();
  });
});
