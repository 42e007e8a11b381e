import { expect, test } from './support/test.ts';

/** Instalments and the payment dialog. Local only. */

// Russian money has no-break spaces between digit groups: match any space.
const rub = (digits: string) => new RegExp(`${digits.replace(/ /g, '\\s')}\\s₽`);

test.describe('instalments', { tag: '@desktop-only' }, () => {
  test('makes a payment link from the amount, refusing less than 5,000, and back with a new calculation', async ({
    page,
    context,
  }, info) => {
    await page.goto('/split');
    await expect(page.getByTestId('split-demo-banner')).toBeVisible();
    for (const benefit of ['Быстро', 'Гибкие сроки', 'Без залога', 'Прозрачный расчёт'])
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();

    const amount = page.getByTestId('split-amount-input');
    const create = page.getByTestId('split-create-link');
    await expect(amount).toHaveValue('50000');
    await expect(amount).toHaveAttribute('min', '5000');
    await expect(amount).toHaveAttribute('max', '1000000');
    await expect(amount).toHaveAttribute('step', '1000');
    await expect(page.getByTestId('split-amount-hint')).toContainText(
      new RegExp(`Минимальная сумма: ${rub('5 000').source}`),
    );
    await expect(create).toBeEnabled();

    await amount.fill('4999');
    await expect(create).toBeDisabled();
    await expect(page.getByTestId('split-min-alert')).toHaveCount(0);
    // Trying anyway (Enter) shows the alert.
    await amount.press('Enter');
    await expect(page.getByTestId('split-min-alert')).toHaveText(
      new RegExp(`^Минимальная сумма услуг: ${rub('5 000').source}$`),
    );
    // Not a number: 0, still refused.
    await amount.fill('');
    await expect(create).toBeDisabled();

    await amount.fill('75000');
    await expect(page.getByTestId('split-min-alert')).toHaveCount(0);
    await create.click();

    const link = page.getByTestId('split-link');
    await expect(page.getByTestId('split-link-panel')).toBeVisible();
    await expect(page.getByTestId('split-amount-entry')).toHaveCount(0);
    await expect(link).toHaveValue(/^https:\/\/pay\.legal-platform\.ru\/split\/[a-z0-9]{12}\?amount=75000$/);
    await expect(page.getByTestId('split-form-amount')).toHaveText(rub('75 000'));

    if (info.project.name === 'desktop') {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByTestId('split-copy-link').click();
      await expect(page.getByTestId('toast-success')).toHaveText('Ссылка скопирована');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    }

    // The plans: full payment is 90% (67,500) with 'Скидка 10%'; 3 months (75,000 − 500) / 3 = 24,833.
    await page.getByTestId('split-plan-full').click();
    await expect(page.getByTestId('split-plan-full')).toContainText('Скидка 10%');
    await expect(page.getByTestId('split-total')).toHaveText(rub('67 500'));
    await expect(page.getByTestId('split-breakdown')).toContainText(rub('7 500'));
    await page.getByTestId('split-plan-3m').click();
    await expect(page.getByTestId('split-breakdown-monthly')).toContainText(/24\s833\s₽ × 3/);
    await expect(page.getByTestId('split-total')).toHaveText(rub('74 999'));
    await page.getByTestId('split-plan-24m').click();
    await expect(page.getByTestId('split-breakdown-monthly')).toContainText(/3\s042\s₽ × 24/);
    await expect(page.getByTestId('split-total')).toHaveText(rub('75 008'));

    // Four methods at 0%; a bank transfer takes 1-3 business days. Four banks, the unavailable one hidden.
    await expect(page.locator('[data-testid^="split-method-"]')).toHaveCount(4);
    await expect(page.getByTestId('split-method-transfer')).toContainText('1-3 рабочих дня');
    await page.getByTestId('split-method-sbp').click();
    await expect(page.getByTestId('split-total')).toHaveText(rub('75 008'));
    await expect(page.getByTestId('split-banks').locator('li')).toHaveText(
      ['Сбербанк', 'Т-Банк', 'Альфа-Банк', 'ВТБ'].map((n) => new RegExp(n)),
    );
    await expect(page.getByTestId('split-banks')).not.toContainText('Газпромбанк');

    await page.getByTestId('split-new-calculation').click();
    await expect(page.getByTestId('split-link-panel')).toHaveCount(0);
    await expect(page.getByTestId('split-amount-input')).toHaveValue('75000');
  });

  test('the payment modal formats the card as typed, processes for 3 s and succeeds; Cancel and the backdrop close it', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2024-03-05T10:00:00+03:00') });
    await page.goto('/split');
    await page.getByTestId('split-create-link').click();
    await page.getByTestId('split-plan-6m').click();
    await page.clock.pauseAt(new Date('2024-03-05T10:05:00+03:00'));

    const modal = page.getByTestId('split-payment-modal');
    await page.getByTestId('split-checkout').click();
    await expect(page.getByTestId('split-checkout')).toHaveText('Оформить рассрочку');
    await expect(modal).toBeVisible();
    // 6 months of 50,000: the first payment is the 1,000 set-up fee and 8,167.
    await expect(page.getByTestId('split-due-now')).toHaveText(rub('9 167'));

    const number = page.getByTestId('split-card-number');
    await number.pressSequentially('2200701234567890');
    await expect(number).toHaveValue('2200 7012 3456 7890');
    const expiry = page.getByTestId('split-card-expiry');
    await expiry.pressSequentially('1227');
    await expect(expiry).toHaveValue('12/27');
    await page.getByTestId('split-card-cvc').pressSequentially('12a34');
    await expect(page.getByTestId('split-card-cvc')).toHaveValue('123');
    await page.getByTestId('split-card-holder').pressSequentially('ivan petrov');
    await expect(page.getByTestId('split-card-holder')).toHaveValue('IVAN PETROV');

    // A digit typed in the middle keeps the caret after it.
    await number.fill('');
    await number.pressSequentially('22007012');
    await number.press('ArrowLeft');
    await number.press('ArrowLeft');
    await number.press('ArrowLeft');
    await number.press('ArrowLeft');
    await number.press('ArrowLeft');
    await number.pressSequentially('99');
    await expect(number).toHaveValue('2200 9970 12');
    expect(await number.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(7);

    await page.getByTestId('split-pay').click();
    await expect(page.getByTestId('split-processing')).toBeVisible();
    await page.clock.runFor(2999);
    await expect(page.getByTestId('split-processing')).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByTestId('split-success')).toBeVisible();
    await expect(page.getByTestId('split-success')).toContainText(rub('9 167'));
    await page.getByTestId('split-pay-done').click();
    await expect(modal).toHaveCount(0);

    // Cancel closes, and the next opening starts on a clean form.
    await page.getByTestId('split-checkout').click();
    await expect(page.getByTestId('split-card-number')).toHaveValue('');
    await page.getByTestId('split-pay-cancel').click();
    await expect(modal).toHaveCount(0);

    // So does a click on the backdrop.
    await page.getByTestId('split-checkout').click();
    await expect(modal).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modal).toHaveCount(0);
  });
});
