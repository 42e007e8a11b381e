import { expect, test, type Page } from './support/test.ts';
import { signInAsDemo } from './support/sign-in.ts';
import { backButtonVisible, mockTelegram, pressTelegramBack, telegramEvents } from './support/telegram-mock.ts';

/** The demo messenger. Local data, no calls. */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
/** A dialog in the list, by its demo id. */
const chat = (page: Page, id: string) => page.locator(`[data-testid="chat-item"][data-chat="${id}"]`);

test.describe('messenger', () => {
  test('opens a dialog, clears its unread count and sends a message: sending → sent after 0.5 s → delivered 1 s later', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2024-03-05T10:00:00+03:00') });
    await page.goto('/messenger');
    await expect(page.getByTestId('chat-list')).toBeVisible();
    // Frozen from here: timers fire only when the test moves the clock.
    await page.clock.pauseAt(new Date('2024-03-05T10:12:00+03:00'));

    if (isPhone(page)) await expect(page.getByTestId('messenger-placeholder')).toBeHidden();
    else {
      await expect(page.getByTestId('messenger-placeholder')).toContainText('Демо-режим');
      await expect(page.getByTestId('messenger-placeholder')).toContainText(
        'Выберите диалог или начните новый для обмена сообщениями',
      );
    }

    const anna = chat(page, 'anna');
    await expect(anna.getByTestId('unread-badge')).toHaveText('2');
    await expect(anna.getByTestId('online-dot')).toBeVisible();
    // The demo's times count back from the opening (10:00): Anna wrote last two minutes before.
    await expect(anna).toContainText('09:58');
    await expect(anna).toContainText('Пришлю проект мирового соглашения до вечера');
    await expect(chat(page, 'leads-arbitration').getByTestId('group-icon')).toBeVisible();

    await anna.click();
    await expect(page.getByTestId('chat-title')).toHaveText('Анна Смирнова');
    if (isPhone(page)) {
      // Two screens on a phone: the chat replaces the list.
      await expect(page.getByTestId('chat-list')).toBeHidden();
    } else {
      await expect(anna.getByTestId('unread-badge')).toHaveCount(0);
    }
    await expect(page.getByTestId('attachment')).toContainText('Проект_мирового_соглашения.docx');
    await expect(page.getByTestId('attachment')).toContainText('248 КБ');

    // Auto-scroll: the newest message is in view.
    await expect(page.getByTestId('message').last()).toBeInViewport();

    const input = page.getByTestId('message-input');
    const send = page.getByTestId('send-message');
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    // Shift+Enter breaks the line; Enter sends.
    await input.fill('Посмотрел п. 4');
    await input.press('Shift+Enter');
    await input.pressSequentially('Согласен с редакцией');
    await expect(input).toHaveValue('Посмотрел п. 4\nСогласен с редакцией');
    await input.press('Enter');

    const mine = page.getByTestId('message').last();
    await expect(mine).toContainText('Посмотрел п. 4');
    await expect(mine).toContainText('10:12');
    // Stamped after what it answers.
    await expect(page.getByTestId('message').nth(-2)).toContainText('09:58');
    await expect(input).toHaveValue('');
    await expect(send).toBeDisabled();
    await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'sending');
    await expect(mine).toBeInViewport();

    await page.clock.runFor(499);
    await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'sending');
    await page.clock.runFor(1);
    await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
    await expect(mine.getByTestId('message-status')).toHaveAttribute('aria-label', 'Отправлено');
    await page.clock.runFor(999);
    await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
    await page.clock.runFor(1);
    await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'delivered');
    await expect(mine.getByTestId('message-status')).toHaveAttribute('aria-label', 'Доставлено');

    // The button sends too.
    await input.fill('И по п. 7 тоже');
    await send.click();
    await expect(page.getByTestId('message').last()).toContainText('И по п. 7 тоже');

    if (isPhone(page)) {
      // Outside Telegram the chat has its own back arrow.
      await page.getByTestId('chat-back').click();
      await expect(page.getByTestId('chat-list')).toBeVisible();
      await expect(page.getByTestId('chat-view')).toBeHidden();
    }
    // The dialog is read and has moved to the top with the new last message.
    await expect(anna.getByTestId('unread-badge')).toHaveCount(0);
    await expect(page.getByTestId('chat-item').first()).toContainText('И по п. 7 тоже');
  });

  test(
    "searches dialogs by name and says 'Диалоги не найдены' when none match",
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/messenger');
      await expect(page.getByTestId('chat-item')).toHaveCount(6);
      await page.getByTestId('chat-search').fill('ОРЛОВ');
      await expect(page.getByTestId('chat-item')).toHaveCount(1);
      await expect(page.getByTestId('chat-item')).toContainText('Дмитрий Орлов');
      await page.getByTestId('chat-search').fill('Нотариус');
      await expect(page.getByTestId('chat-item')).toHaveCount(0);
      await expect(page.getByTestId('no-chats')).toHaveText('Диалоги не найдены');
      // A contact without a dialog is not listed, whatever the search.
      await page.getByTestId('chat-search').fill('Игорь');
      await expect(page.getByTestId('no-chats')).toBeVisible();
      await page.getByTestId('chat-search').fill('');
      await expect(page.getByTestId('chat-item')).toHaveCount(6);
    },
  );

  test('shows lead cards with every field and the four urgency labels', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/messenger');
    const back = async () => {
      if (isPhone(page)) await page.getByTestId('chat-back').click();
    };

    await chat(page, 'leads-arbitration').click();
    const lead = page.getByTestId('lead-card');
    await expect(lead.getByTestId('lead-urgency')).toHaveText('Срочно');
    for (const text of [
      'ООО «ТехноПром-Снаб»',
      'Взыскание задолженности по договору поставки',
      'Покупатель не оплатил три партии оборудования',
      '150 000 ₽',
      '15% от гонорара',
      '+7 (831) 413-09-87',
      'ryabov@tps-nn.ru',
      'будни с 10:00 до 18:00',
      '4 800 000 ₽',
      '3–4 месяца',
      'Средняя',
    ]) {
      await expect(lead).toContainText(text);
    }
    await expect(lead.getByTestId('lead-accept')).toHaveText('Принять');
    await expect(lead.getByTestId('lead-decline')).toHaveText('Отклонить');
    // A group message names its sender.
    await expect(page.getByTestId('message').filter({ has: lead })).toContainText('Дмитрий Орлов');
    await lead.getByTestId('lead-accept').click();
    await expect(page.getByTestId('toast-info')).toBeVisible();

    for (const [id, name, label] of [
      ['dmitry', 'Дмитрий Орлов', 'Средний приоритет'],
      ['elena', 'Елена Петрова', 'Не срочно'],
      ['corporate-team', 'Корпоративная практика', 'Обычный'],
    ] as const) {
      await back();
      await chat(page, id).click();
      await expect(page.getByTestId('chat-title')).toHaveText(name);
      await expect(page.getByTestId('lead-urgency')).toHaveText(label);
    }
  });

  test(
    'the info sidebar shows the group, its members with a count, two shared files and the two actions',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/messenger');
      await chat(page, 'corporate-team').click();
      await expect(page.getByTestId('chat-view')).toContainText('4 участника');
      await expect(page.getByTestId('chat-info')).toHaveCount(0);
      await page.getByTestId('toggle-info').click();
      const info = page.getByTestId('chat-info');
      await expect(info).toBeVisible();
      await expect(info).toContainText('Группа');
      await expect(info.getByTestId('members-title')).toHaveText('Участники (4)');
      for (const member of ['Марина Ковалёва', 'Павел Лебедев', 'Анна Смирнова', 'Вы'])
        await expect(info).toContainText(member);
      await expect(info.getByTestId('shared-file')).toHaveCount(2);
      await expect(info.getByTestId('mute-chat')).toHaveText('Отключить уведомления');
      await expect(info.getByTestId('delete-chat')).toHaveText('Удалить диалог');
      await page.getByTestId('close-info').click();
      await expect(info).toHaveCount(0);
    },
  );

  test("'new message' starts a dialog with a contact who had none", { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/messenger');
    await page.getByTestId('new-message').click();
    const dialog = page.getByTestId('new-message-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('contact').filter({ hasText: 'Игорь Волков' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('chat-title')).toHaveText('Игорь Волков');
    await expect(page.getByTestId('messages')).toContainText('Напишите Игорь Волков первым');
    await page.getByTestId('message-input').fill('Игорь, добрый день! Есть минута обсудить апелляцию?');
    await page.getByTestId('message-input').press('Enter');
    await expect(page.getByTestId('message')).toHaveCount(1);
    if (isPhone(page)) await page.getByTestId('chat-back').click();
    await expect(page.getByTestId('chat-item').first()).toContainText('Игорь Волков');
  });
});

test.describe('messenger on a phone inside Telegram', () => {
  test("Telegram's back button goes from the chat to the list, then leaves the page", async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'two screens exist on a phone only');
    await mockTelegram(page, { platform: 'android' });
    await page.goto('/');
    await expect.poll(() => telegramEvents(page).then((e) => e.some((x) => x.name === 'web_app_ready'))).toBe(true);
    // In-app navigation, as a tap on a link: there is a page to go back to.
    await page.evaluate(() => window.history.pushState(null, '', '/messenger'));
    await expect(page.getByTestId('chat-list')).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    await chat(page, 'elena').click();
    await expect(page.getByTestId('chat-view')).toBeVisible();
    await expect(page.getByTestId('chat-list')).toBeHidden();
    await page.getByTestId('toggle-info').click();
    await expect(page.getByTestId('chat-info')).toBeVisible();

    // Back closes what is on top: the info panel, then the chat, then the page.
    await pressTelegramBack(page);
    await expect(page.getByTestId('chat-info')).toHaveCount(0);
    await expect(page.getByTestId('chat-view')).toBeVisible();
    await pressTelegramBack(page);
    await expect(page.getByTestId('chat-list')).toBeVisible();
    await expect(page.getByTestId('chat-view')).toHaveCount(0);
    await expect(page).toHaveURL(/\/messenger$/);
    await pressTelegramBack(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('messenger as a demo person', () => {
  test('never shows a dialog with oneself: their contacts are the others, and in a group they are "Вы" @desktop-only', async ({
    page,
  }) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/messenger' });
    await expect(chat(page, 'dmitry')).toBeVisible();
    await expect(chat(page, 'anna')).toHaveCount(0);
    await expect(page.getByTestId('chat-list')).not.toContainText('Анна Смирнова');
    await page.getByTestId('new-message').click();
    const dialog = page.getByTestId('new-message-dialog');
    await expect(dialog.getByTestId('contact').first()).toBeVisible();
    await expect(dialog).not.toContainText('Анна Смирнова');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await chat(page, 'corporate-team').click();
    await page.getByTestId('toggle-info').click();
    const info = page.getByTestId('chat-info');
    await expect(info.getByTestId('members-title')).toHaveText('Участники (3)');
    await expect(info).toContainText('Вы');
    await expect(info).not.toContainText('Анна Смирнова');
  });
});
