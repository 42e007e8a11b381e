import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import SplitPage from '@app/features/split/split-page.tsx';
import { renderWithApp } from '../support/render.tsx';

/** Every number the instalment page shows, as the reader sees it, grouped one way per language. */
function numbersOnPage(): string[] {
  return (document.body.textContent ?? '').match(/₽?\d[\d\s\u00a0\u202f,.]*\d(?:\s?₽)?|₽?\d(?:\s?₽)?/g) ?? [];
}

describe('the instalment page’s numbers', () => {
  it('groups every amount with a no-break space in Russian, the minimum and maximum hints too', () => {
    renderWithApp(<SplitPage />, { path: '/split' });
    const hint = screen.getByTestId('split-amount-hint');
    expect(hint.textContent).toBe('Минимальная сумма: 5\u00a0000\u00a0₽ · 50\u00a0000\u00a0₽');
    fireEvent.change(screen.getByTestId('split-amount-input'), { target: { value: '2000000' } });
    expect(hint.textContent).toBe('Максимальная сумма: 1\u00a0000\u00a0000\u00a0₽');
    fireEvent.change(screen.getByTestId('split-amount-input'), { target: { value: '4999' } });
    fireEvent.keyDown(screen.getByTestId('split-amount-input'), { key: 'Enter' });
    expect(screen.getByTestId('split-min-alert').textContent).toBe('Минимальная сумма услуг: 5\u00a0000\u00a0₽');

    fireEvent.change(screen.getByTestId('split-amount-input'), { target: { value: '50000' } });
    fireEvent.click(screen.getByTestId('split-create-link'));
    expect(screen.getByTestId('split-form-amount').textContent).toBe('50\u00a0000\u00a0₽');
    expect(within(screen.getByTestId('split-plan-6m')).getByText(/\/мес/).textContent).toBe('8\u00a0167\u00a0₽/мес.');
    // No English grouping anywhere on the page.
    expect(numbersOnPage().filter((n) => /\d,\d{3}/.test(n))).toEqual([]);
  });

  it('groups every amount with commas in English, the sign before the number', async () => {
    await i18next.changeLanguage('en');
    renderWithApp(<SplitPage />, { path: '/split' });
    expect(screen.getByTestId('split-amount-hint').textContent).toBe('Minimum amount: ₽5,000 · ₽50,000');
    fireEvent.click(screen.getByTestId('split-create-link'));
    expect(screen.getByTestId('split-form-amount').textContent).toBe('₽50,000');
    expect(screen.getByTestId('split-total').textContent).toBe('₽50,002');
    // No Russian grouping anywhere on the page.
    expect(numbersOnPage().filter((n) => /\d[\s\u00a0\u202f]\d{3}/.test(n))).toEqual([]);
  });
});
