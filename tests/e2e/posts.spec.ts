import { expect, test, type Browser, type Locator, type Page, type TestInfo } from './support/test.ts';
import { solid } from '../support/images.ts';
import { E2E_BOT_URL, TEST_BOT_USERNAME } from '../support/test-bot.ts';
import { ANON_KEY, callFunction, signInAsDemo } from './support/sign-in.ts';
import { signedInitData, tgUser } from '../support/telegram.ts';
import { mockTelegram, telegramEvents } from './support/telegram-mock.ts';

/**
 * Community posts, the app side: the home feed, the post page, the editor with
 * its local drafts, sharing, the create menu, and the XSS corpus.
 *
 * natalia_popova writes here: the only other spec that signs her in (settings.spec.ts) only
 * changes her time zone, which nothing here reads. Titles carry the project's name and a
 * timestamp, as desktop and phone run side by side against one server.
 */
const AUTHOR = 'natalia_popova';
const PINNED_TITLE = 'Добро пожаловать в Legal Platform: правила сообщества';

/** The create button a person sees: in the side navigation on a wide screen, the round "+" on a phone. */
const createButton = (page: Page) => page.locator('[data-testid^="create-menu-"]:visible');

async function startPost(page: Page): Promise<Locator> {
  await createButton(page).click();
  await page.getByRole('menuitem', { name: 'Пост' }).click();
  const editor = page.getByTestId('post-editor');
  await expect(editor).toBeVisible();
  return editor;
}

const cardTitled = (page: Page, title: string) =>
  page.getByTestId('post-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('home feed', () => {
  test('a new visitor sees the live demo feed, the pinned post first, and scrolling loads more', async ({
    page,
  }, info) => {
    // A post's page code comes once the feed is idle, before any tap asks for it.
    const postPageCode = page.waitForRequest(/\/assets\/post-page-[\w-]+\.js$/);
    await page.goto('/');
    await postPageCode;
    const cards = page.getByTestId('post-card');
    await expect(cards.first().getByTestId('post-title-link')).toHaveText(PINNED_TITLE);
    await expect(cards.first().getByTestId('post-chip-pinned')).toHaveText('Закреплён');
    await expect(page).toHaveTitle(/^Лента/);
    await expect(cards).toHaveCount(10);
    // Every cover has its size before it loads (no layout shift), and below the first screen loads lazily.
    const covers = cards.getByTestId('post-cover');
    await expect(covers.first()).toHaveAttribute('width', '1200');
    await expect(covers.first()).toHaveAttribute('height', '400');
    await expect(covers.last()).toHaveAttribute('loading', 'lazy');
    // Previews are cut at 200 characters with an ellipsis.
    const previews = await cards.getByTestId('post-preview').allTextContents();
    for (const text of previews) expect(Array.from(text).length).toBeLessThanOrEqual(201);
    expect(previews.some((text) => text.endsWith('…'))).toBe(true);

    await page.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(20);
    await page.getByTestId('feed-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(30);
    const urls = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-post-url')));
    expect(new Set(urls).size).toBe(urls.length);

    // Show more renders the whole text as Markdown; show less folds it again.
    const first = cards.first();
    await first.getByRole('button', { name: 'Показать полностью' }).click();
    await expect(
      first.getByTestId('post-card-content').getByRole('heading', { name: 'Как оформлять посты' }),
    ).toBeVisible();
    await first.getByRole('button', { name: 'Свернуть' }).click();
    await expect(first.getByTestId('post-card-content')).toHaveCount(0);
    await expect(first.getByTestId('post-preview')).toBeVisible();
    // A visitor has no owner controls.
    await expect(page.getByTestId('post-edit')).toHaveCount(0);

    if (info.project.name === 'desktop') {
      // The side panel: an about card and the recruiting contest.
      await page.getByTestId('contest-link').click();
      await expect(page).toHaveURL(/\/post\/rec-[a-z0-9-]+$/);
      await expect(page.getByTestId('post-title')).toContainText('Конкурс для юристов');
    } else {
      await expect(page.getByTestId('feed-side')).toBeHidden();
    }
  });
});

/** Another person in another browser. */
async function otherBrowser(browser: Browser, info: TestInfo) {
  const ctx = await browser.newContext({
    ...info.project.use,
    baseURL: info.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`,
  });
  return { ctx, page: await ctx.newPage() };
}

test.describe('live feed', () => {
  test(
    'a post published elsewhere lights a "New posts" pill instead of moving the list; a tap brings it in at the top',
    { tag: '@desktop-only' },
    async ({ page, browser }, info) => {
      const stream = page.waitForResponse((r) => r.url().includes('/functions/v1/realtime?'));
      await page.goto('/');
      await expect(page.getByTestId('post-card').first().getByTestId('post-title-link')).toHaveText(PINNED_TITLE);
      await stream;

      const other = await otherBrowser(browser, info);
      const { sessionId } = await signInAsDemo(other.page, { username: AUTHOR });
      const title = `Свежая новость ${info.project.name} ${Date.now()}`;
      await callFunction(other.page, 'posts', {
        action: 'create',
        sessionId,
        title,
        status: 'published',
        preview: { content: 'Только что.' },
      });
      await other.ctx.close();

      const pill = page.getByTestId('new-posts');
      await expect(pill).toHaveText('Новые посты');
      await expect(cardTitled(page, title)).toHaveCount(0);
      await pill.click();
      await expect(cardTitled(page, title)).toBeVisible();
      await expect(page.getByTestId('post-card').first().getByTestId('post-title-link')).toHaveText(PINNED_TITLE);
      await expect(pill).toHaveCount(0);
    },
  );
});

test.describe('post page', () => {
  test(
    '/post/<url> and an old slug go to the canonical /post/<url>-<slug>; the system posts open as they are',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/post/rec');
      await expect(page).toHaveURL(/\/post\/rec-[a-z0-9-]+$/);
      const canonical = new URL(page.url()).pathname;
      await expect(page.getByTestId('post-title')).toContainText('Конкурс для юристов');
      await expect(page).toHaveTitle(/^Конкурс для юристов/);
      await expect(
        page.getByTestId('post-content').getByRole('heading', { name: 'Кто может участвовать' }),
      ).toBeVisible();

      await page.goto('/post/REC-an-old-title');
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));

      for (const [url, title] of [
        ['privacy', 'Политика конфиденциальности'],
        ['useragreement', 'Пользовательское соглашение'],
      ]) {
        await page.goto(`/post/${url}`);
        await expect(page.getByTestId('post-title')).toHaveText(title);
        await expect(page.getByTestId('post-content').getByRole('heading').first()).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/post/${url}$`));
      }

      await page.goto('/post');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByTestId('not-found')).toContainText('Страница не найдена');
    },
  );

  test('an unknown post says it does not exist and leads to the feed; its 404 is never asked again @desktop-only', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/functions/v1/posts?') && r.url().includes('action=get')) asked.push(r.url());
    });
    const response = await page.goto('/post/zzzz9-nothing-here');
    expect(response?.status()).toBe(404);
    const status = page.getByTestId('post-not-found');
    await expect(status).toContainText('Такого поста нет');
    await expect(status).toContainText('Возможно, автор убрал его в архив или в ссылке ошибка.');
    await expect(status.getByRole('button', { name: 'Попробовать снова' })).toHaveCount(0);
    expect(asked).toHaveLength(1);
    await status.getByRole('link', { name: 'Перейти в ленту' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });
});

test.describe('writing a post', () => {
  test('an author writes a post with a cover, saves a draft, publishes, opens and shares it', async ({
    page,
    context,
    browser,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const title = `Аренда офиса ${info.project.name} ${Date.now()}`;
    await signInAsDemo(page, { username: AUTHOR, goto: '/' });
    await expect(page.getByTestId('post-card').first()).toBeVisible();

    let editor = await startPost(page);
    // Title is required: the call's own schema says so in the person's language.
    await editor.getByTestId('post-editor-publish').click();
    await expect(editor.getByTestId('post-editor-title-error')).toHaveText('обязательное поле');

    await editor.getByTestId('post-editor-title').fill(title);
    await editor
      .getByTestId('post-editor-content')
      .fill('## Что проверить\n\nСрок, ставку и **обеспечительный платёж**.');
    const png = await solid(1200, 400).png().toBuffer();
    await editor
      .getByTestId('post-editor-cover')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect(editor.getByTestId('post-editor-cover').locator('img')).toHaveAttribute(
      'src',
      /\/uploads\/posts\/covers\//,
    );

    // The typing kept on the device, brought back after a reload: tests/component/posts/post-editor-draft.test.tsx.
    await editor.getByTestId('post-editor-draft').click();
    await expect(page.getByTestId('toast-success')).toHaveText('Черновик сохранён');
    await expect(editor).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('lp:post-draft:new'))).toBeNull();

    // The owner's filter: the draft is among their drafts, not on the feed.
    await page.getByTestId('feed-filter-drafts').click();
    await expect(page).toHaveURL(/\?show=drafts$/);
    const draft = cardTitled(page, title);
    await expect(draft.getByTestId('post-chip-draft')).toHaveText('Черновик');
    await draft.getByTestId('post-edit').click();
    editor = page.getByTestId('post-editor');
    await expect(editor.getByTestId('post-editor-title')).toHaveValue(title);
    await expect(editor.getByTestId('post-editor-restored')).toHaveCount(0);
    // The options menu of the edit dialog: pin on the profile, then unpin (the feed's pins are the admins').
    await editor.getByTestId('post-editor-options').click();
    await page.getByRole('menuitem', { name: 'Закрепить в профиле' }).click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Пост закреплён' })).toBeVisible();
    await editor.getByTestId('post-editor-options').click();
    await page.getByRole('menuitem', { name: 'Открепить из профиля' }).click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Пост откреплён' })).toBeVisible();
    await editor
      .getByTestId('post-editor-preview')
      .fill('Срок, ставка и платёж: три пункта, которые стоит проверить до подписи.');
    await editor.getByTestId('post-editor-publish').click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Пост опубликован' })).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(cardTitled(page, title)).toHaveCount(0);

    await page.getByTestId('feed-filter-feed').click();
    const card = cardTitled(page, title);
    await expect(card.getByTestId('post-preview')).toHaveText(
      'Срок, ставка и платёж: три пункта, которые стоит проверить до подписи.',
    );
    await expect(card.getByTestId('post-edit')).toBeVisible();
    const cover = card.getByTestId('post-cover');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The browser picks among the stored copies (here the one it has already: the editor showed the full image).
    await expect(cover).toHaveAttribute('srcset', /\/480\.webp 480w, \S+\/960\.webp 960w, \S+\/full\.webp 1600w$/);
    // A reader with nothing cached, on a desktop's 760 px column, loads the 960 px copy.
    const reader = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    try {
      await reader.goto('/');
      const readerCover = cardTitled(reader, title).getByTestId('post-cover');
      await readerCover.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          readerCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
        )
        .toMatch(/\/960\.webp$/);
    } finally {
      await reader.close();
    }

    await card.getByTestId('post-title-link').click();
    await expect(page).toHaveURL(/\/post\/[a-z0-9]{3,4}-arenda-ofisa-[a-z0-9-]+$/);
    await expect(page.getByTestId('post-title')).toHaveText(title);
    await expect(page.getByTestId('post-content').getByRole('heading', { name: 'Что проверить' })).toBeVisible();
    await expect(page.getByTestId('post-content').locator('strong')).toHaveText('обеспечительный платёж');

    await page.getByTestId('post-share').click();
    const share = page.getByTestId('share-dialog');
    await expect(share.getByTestId('share-link')).toHaveValue(page.url());
    await share.getByTestId('share-copy').click();
    await expect(share.getByTestId('share-status')).toHaveText('Ссылка скопирована!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    // The confirmation shows for 2 s, then goes.
    await expect(share.getByTestId('share-status')).toHaveText('', { timeout: 5000 });
    // Outside Telegram there is no "Send to a chat".
    await expect(share.getByTestId('share-telegram')).toHaveCount(0);
    await share.getByTestId('share-dialog-close').click();

    // Archived (confirmed), it leaves the feed and the author goes back to it.
    await page.getByTestId('post-edit').click();
    await page.getByTestId('post-editor-options').click();
    await page.getByRole('menuitem', { name: 'В архив' }).click();
    await expect(page.getByTestId('post-archive-confirm')).toContainText(title);
    await page.getByTestId('post-archive-confirm-confirm').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Пост перенесён в архив' })).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(cardTitled(page, title)).toHaveCount(0);
  });

  test('the create menu sends a visitor to sign in, and opens the planner with the chosen create dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await createButton(page).click();
    await expect(page).toHaveURL(/\/auth$/);

    await signInAsDemo(page, { username: AUTHOR, goto: '/' });
    // The menu's opening fetches the editor's code: "Post" then shows the editor in the tap's own
    // frame, where a part still lazy would suspend and show no sooner than 300 ms later.
    const editorCode = page.waitForEvent('requestfinished', (r) => /\/assets\/post-editor-[\w-]+\.js$/.test(r.url()));
    await createButton(page).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Пост', 'Задача', 'Проект', 'Пространство']);
    const editorUrl = (await editorCode).url();
    // Evaluated, with everything it imports, by the time the same module answers here.
    await page.evaluate(async (url) => {
      await import(url);
      await new Promise((resolve) => requestIdleCallback(() => resolve(null)));
    }, editorUrl);
    const inTheTapsFrame = await page.getByRole('menuitem', { name: 'Пост' }).evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          (el as HTMLElement).click();
          requestAnimationFrame(() => resolve(!!document.querySelector('[data-testid=post-editor]')));
        }),
    );
    expect(inTheTapsFrame).toBe(true);
    await page.getByTestId('post-editor-cancel').click();
    await expect(page.getByTestId('post-editor')).toHaveCount(0);

    await createButton(page).click();
    await page.getByRole('menuitem', { name: 'Проект' }).click();
    const dialog = page.getByTestId('entity-dialog');
    await expect(dialog).toContainText('Новый проект');
    // The parameter is dropped: a reload does not open the dialog again.
    await expect(page).toHaveURL(/\/planner$/);
  });
});

test.describe('a new author, whose posts stay on their profile @desktop-only', () => {
  // The bot's server: a new person signs in there through the Mini App's sign-in, with no
  // home_feed_post (the demo people of the main server all have it).
  test.use({ baseURL: E2E_BOT_URL });

  /** A brand-new Telegram account, signed in as the Mini App signs in; the page keeps its session. */
  async function signInNewAuthor(page: Page, info: TestInfo) {
    await page.goto('/robots.txt');
    const user = tgUser({ username: `newauth_${info.project.name.slice(0, 1)}${Date.now() % 1_000_000}` });
    const initData = signedInitData({ user });
    await page.evaluate(
      async ({ initData, key }) => {
        const res = await fetch('/functions/v1/tma-auth', {
          method: 'POST',
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ initData }),
        });
        const { sessionId } = (await res.json()) as { sessionId: string };
        localStorage.setItem('sessionId', sessionId);
      },
      { initData, key: ANON_KEY },
    );
  }

  test('is told beside Publish and after publishing that the post goes to their profile, and the toast opens it', async ({
    page,
  }, info) => {
    await signInNewAuthor(page, info);
    await page.goto('/profile');
    const editor = await startPost(page);
    const note = editor.getByTestId('post-editor-feed-note');
    await expect(note).toHaveText(
      'Пост появится в вашем профиле: в общую ленту попадают посты авторов, которых отметила редакция.',
    );
    // Beside the button: both in view at once, at this screen's size.
    await expect(note).toBeInViewport();
    await expect(editor.getByTestId('post-editor-publish')).toBeInViewport();

    const title = `Первый пост ${info.project.name} ${Date.now()}`;
    await editor.getByTestId('post-editor-title').fill(title);
    await editor.getByTestId('post-editor-publish').click();
    const toast = page.getByTestId('toast-success');
    await expect(toast).toContainText(
      'Пост опубликован в вашем профиле. В общую ленту попадают посты авторов, которых отметила редакция.',
    );
    await toast.getByTestId('toast-link').click();
    await expect(page.getByTestId('post-title')).toHaveText(title);
    // Where the toast said: on the profile, not on the home feed.
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    // The feed is drawn by the server with its posts: what is not there now is not on it.
    await page.goto('/');
    await expect(page.getByTestId('feed-page')).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  });
});

test.describe('inside Telegram', () => {
  test.use({ baseURL: E2E_BOT_URL });

  test('the share dialog offers "Send to a chat" with a t.me link that opens the post in the mini-app', async ({
    page,
  }) => {
    await mockTelegram(page);
    await page.goto('/post/privacy');
    await expect(page.getByTestId('post-title')).toHaveText('Политика конфиденциальности');
    await page.getByTestId('post-share').click();
    const share = page.getByTestId('share-dialog');
    await expect(share.getByTestId('share-link')).toHaveValue(`${E2E_BOT_URL}/post/privacy`);
    await share.getByRole('button', { name: 'Отправить в чат' }).click();
    await expect
      .poll(async () => (await telegramEvents(page)).some((e) => e.name === 'web_app_open_tg_link'))
      .toBe(true);
    const event = (await telegramEvents(page)).find((e) => e.name === 'web_app_open_tg_link')!;
    const opened = new URL(`https://t.me${(event.params as { path_full: string }).path_full}`);
    expect(opened.pathname).toBe('/share/url');
    expect(opened.searchParams.get('url')).toBe(`https://t.me/${TEST_BOT_USERNAME}?startapp=post_privacy`);
    expect(opened.searchParams.get('text')).toBe('Политика конфиденциальности');
  });
});

/** Markdown written to run script, every way the issue lists and a few more. */
const XSS_CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '[x](javascript:window.__xss=1)',
  '![x](data:text/html,<script>window.__xss=1</script>)',
  '[a [nested](https://e.com)](https://f.com)',
  '&lt;script&gt; and &#x3C;b onclick=alert(1)&#x3E;',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '[vb](vbscript:msgbox(1))',
  '[tab](<java\tscript:window.__xss=1>)',
  '[entity](javascript&#58;window.__xss=1)',
  '![pic](javascript:window.__xss=1)',
  '<svg onload="window.__xss=1"></svg>',
  '[ok](https://example.com/ok) and [home](/)',
].join('\n\n');

/** Nothing in `content` can run: no script, frame or handler; every link a safe one; the raw HTML shown as text. */
async function expectInert(page: Page, content: Locator) {
  await expect(content).toContainText('<script>window.__xss=1</script>');
  await expect(content).toContainText('<iframe src="https://evil.example"></iframe>');
  await expect(content.locator('script, iframe, object, embed, svg, [onerror], [onload], [onclick]')).toHaveCount(0);
  const handlers = await content
    .locator('*')
    .evaluateAll((els) =>
      els.flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`),
      ),
    );
  expect(handlers).toEqual([]);
  const images = await content.locator('img').evaluateAll((els) => els.map((el) => el.getAttribute('src')));
  for (const src of images) expect(src).toMatch(/^(https?:\/\/|\/(?!\/))/);
  const links = await content.locator('a[href]').evaluateAll((els) =>
    els.map((el) => ({
      href: el.getAttribute('href')!,
      rel: el.getAttribute('rel') ?? '',
      target: el.getAttribute('target'),
    })),
  );
  expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(['https://e.com/', 'https://example.com/ok', '/']));
  for (const link of links) {
    expect(link.href).toMatch(/^(https?:|mailto:|tel:|\/)/);
    if (!link.href.startsWith('/')) {
      expect(link.rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer', 'nofollow']));
      expect(link.target).toBe('_blank');
    }
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

/** Clicks every link (and every refused one, now plain text) in `content`, coming back after each. */
async function clickEverything(page: Page, content: () => Locator) {
  const count = await content().locator('a, .lp-markdown__nolink').count();
  for (let i = 0; i < count; i++) {
    const target = content().locator('a, .lp-markdown__nolink').nth(i);
    const opensTab = (await target.getAttribute('target')) === '_blank';
    const before = page.url();
    if (opensTab) {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), target.click()]);
      await tab.close();
    } else {
      await target.click();
      if (page.url() !== before) {
        await page.goBack();
        await expect(page).toHaveURL(before);
      }
    }
    await expect(content()).toBeVisible();
  }
}

test.describe('the XSS corpus', () => {
  test(
    'a post written to inject script renders inert on its page and in the feed, and no link in it runs anything',
    { tag: '@desktop-only' },
    async ({ page, context }, info) => {
      const alerts: string[] = [];
      page.on('dialog', (d) => {
        alerts.push(d.message());
        void d.dismiss();
      });
      // Other sites never load for real: a tab opened by a link gets a blank page.
      await context.route(/^https:\/\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
      );
      const title = `XSS corpus ${info.project.name} ${Date.now()}`;
      await signInAsDemo(page, { username: AUTHOR, goto: '/' });
      const editor = await startPost(page);
      await editor.getByTestId('post-editor-title').fill(title);
      await editor.getByTestId('post-editor-content').fill(XSS_CORPUS);
      await editor.getByTestId('post-editor-publish').click();
      await expect(editor).toBeHidden();

      const card = cardTitled(page, title);
      await card.getByTestId('post-title-link').click();
      await expect(page.getByTestId('post-title')).toHaveText(title);
      const postContent = () => page.getByTestId('post-content');
      await expectInert(page, postContent());
      await clickEverything(page, postContent);
      await expectInert(page, postContent());

      await page.goto('/');
      await cardTitled(page, title).getByRole('button', { name: 'Показать полностью' }).click();
      const cardContent = () => cardTitled(page, title).getByTestId('post-card-content');
      await expectInert(page, cardContent());
      await clickEverything(page, cardContent);
      await expectInert(page, cardContent());
      expect(alerts).toEqual([]);
    },
  );
});

test.describe("images in a post's text @desktop-only", () => {
  test('an image from another site shows as a link with its address and is never loaded; one put in with Insert image shows as an image', async ({
    page,
    context,
  }, info) => {
    // An image from another host is shown as a link: a tracking pixel would learn each reader's address.
    const PIXEL = 'https://pixel.example/p.gif?reader=1';
    const requested: string[] = [];
    await context.route(/^https:\/\/pixel\.example\//, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
    });
    const title = `Схема в тексте ${info.project.name} ${Date.now()}`;
    await signInAsDemo(page, { username: AUTHOR, goto: '/' });
    const editor = await startPost(page);
    await editor.getByTestId('post-editor-title').fill(title);
    const content = editor.getByTestId('post-editor-content');
    await content.fill(`Пиксель: ![](${PIXEL})\n\nСхема:`);
    const png = await solid(800, 400).png().toBuffer();
    await editor
      .getByTestId('post-editor-insert-image-file')
      .setInputFiles({ name: 'scheme.png', mimeType: 'image/png', buffer: png });
    await expect(content).toHaveValue(/Схема:\n\n!\[\]\(\/uploads\/posts\/content\/[0-9a-f-]+\/full\.webp\)$/);
    await editor.getByTestId('post-editor-publish').click();
    await expect(editor).toBeHidden();

    await cardTitled(page, title).getByTestId('post-title-link').click();
    const post = page.getByTestId('post-content');
    const own = post.locator('img');
    await expect(own).toHaveCount(1);
    await expect(own).toHaveAttribute('src', /^\/uploads\/posts\/content\/[0-9a-f-]+\/full\.webp$/);
    await expect
      .poll(() => own.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const link = post.getByRole('link', { name: PIXEL, exact: true });
    await expect(link).toHaveAttribute('href', PIXEL);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(requested).toEqual([]);
  });
});
