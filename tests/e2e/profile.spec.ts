import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { solid } from '../support/images.ts';
import { callFunction, signInAsDemo } from './support/sign-in.ts';

/**
 * The profile page and its edit dialog. The edit path
 * changes a demo expert no other spec reads beyond name and about: andrey_kozlov on the
 * desktop, tatiana_grigorieva on the phone.
 */
const byProject = (project: string, desktop: string, phone: string) => (project === 'phone' ? phone : desktop);

test.describe('profile', () => {
  test('sends an anonymous visitor from /profile to /auth', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("/profile shows the signed-in person's own profile with a link to settings", async ({ page }) => {
    const { person } = await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
    await expect(page.getByTestId('profile-name')).toHaveText(person.name);
    await expect(page.getByTestId('profile-username')).toHaveText(`@${person.username}`);
    await expect(page.getByTestId('level-badge')).toHaveText('Золотой уровень');
    await expect(page.getByTestId('profile-city')).toHaveText('Москва');
    await expect(page.getByTestId('profile-edit')).toBeVisible();
    // Her own page offers no contact of herself to save or write to, though she has a Telegram name.
    await expect(page.getByTestId('profile-save-contact')).toHaveCount(0);
    await expect(page.getByTestId('profile-telegram')).toHaveCount(0);
    await page.getByTestId('profile-tab-information').click();
    await expect(page.getByTestId('profile-about')).toContainText('M&A');
    await expect(page.getByTestId('profile-telegram-contact')).toContainText('@anna_smirnova_law');
    // No picture of her own: the initials image stands in.
    await expect(page.getByTestId('avatar').first()).toHaveAttribute('src', /\/avatars\/initials\.svg\?name=/);
    await page.getByTestId('profile-settings-link').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
  });

  test('the photo upload says "drop it here" with a mouse and "tap here" on a touch screen', async ({ page }, info) => {
    await signInAsDemo(page, { username: 'anna_smirnova', goto: '/profile' });
    await page.getByTestId('profile-avatar-change').click();
    const upload = page.getByTestId('profile-avatar-dialog');
    const drop = upload.getByText('или перетащите его сюда');
    const tap = upload.getByText('или коснитесь здесь, чтобы выбрать');
    if (info.project.name === 'phone') {
      await expect(tap).toBeVisible();
      await expect(drop).toBeHidden();
      // The words open the picker, as the button does.
      const chooser = page.waitForEvent('filechooser');
      await tap.click();
      await chooser;
    } else {
      await expect(drop).toBeVisible();
      await expect(tap).toBeHidden();
    }
  });

  test('/anna_smirnova to others: her posts and information, contacts only once signed in, Save contact and Write in Telegram', async ({
    page,
  }) => {
    await page.goto('/anna_smirnova');
    await expect(page.getByTestId('profile-name')).toHaveText('Анна Смирнова');
    await expect(page).toHaveTitle(/^Анна Смирнова/);
    // Posts first: hers, published only, no draft filter and no edit button for a visitor.
    await expect(page.getByTestId('post-list').getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByTestId('profile-posts-draft')).toHaveCount(0);
    await expect(page.getByTestId('profile-edit')).toHaveCount(0);
    await page.getByTestId('profile-tab-information').click();
    await expect(page.getByTestId('profile-university')).toContainText('Московский государственный университет');
    await expect(page.getByTestId('profile-university')).toContainText('Выпуск 2009 года');
    await expect(page.getByTestId('profile-experience-years')).toHaveText('15 лет опыта');
    await expect(page.getByTestId('profile-contacts-hidden')).toContainText('Войдите, чтобы увидеть контакты');
    await expect(page.getByTestId('profile-phone')).toHaveCount(0);

    await signInAsDemo(page, { username: 'igor_volkov', goto: '/anna_smirnova' });
    await expect(page.getByTestId('profile-settings-link')).toHaveCount(0);
    await page.getByTestId('profile-tab-information').click();
    await expect(page.getByTestId('profile-phone')).toContainText('+7 (916) 204-18-37');
    await expect(page.getByTestId('profile-telegram')).toHaveAttribute('href', 'https://t.me/anna_smirnova_law');
    const download = page.waitForEvent('download');
    await page.getByTestId('profile-save-contact').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('anna_smirnova.vcf');
    const vcard = readFileSync((await file.path())!, 'utf8');
    expect(vcard).toContain('FN:Анна Смирнова');
    expect(vcard).toContain('TEL;TYPE=CELL:+7 (916) 204-18-37');
  });

  test(
    "/nobody_here says 'Profile not found' (in Russian by default, in English for an English-speaking user)",
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/nobody_here');
      await expect(page.getByTestId('profile-not-found')).toContainText('Профиль не найден');

      // The language comes from the user's settings at start-up: answer 'en' without touching a real user.
      await page.route('**/functions/v1/settings', async (route) => {
        const body = route.request().postDataJSON() as { action?: string } | null;
        if (body?.action !== 'getUserSettings') return route.continue();
        const res = await route.fetch();
        await route.fulfill({ response: res, json: { ...(await res.json()), language: 'en' } });
      });
      await page.reload();
      await expect(page.getByTestId('profile-not-found')).toContainText('Profile not found');
      await expect(page.getByRole('link', { name: 'Go to the feed' })).toBeVisible();
    },
  );

  test('a lawyer fills in her profile: contacts, university and region, a photo and a resume', async ({
    page,
  }, info) => {
    const username = byProject(info.project.name, 'andrey_kozlov', 'tatiana_grigorieva');
    const { sessionId } = await signInAsDemo(page, { username });
    // A post of hers, on the Posts tab the page opens with.
    const postTitle = `Заметка ${Date.now().toString(36)}`;
    await callFunction(page, 'posts', {
      action: 'create',
      sessionId,
      title: postTitle,
      preview: { content: 'Как подготовиться к первому заседанию.' },
      status: 'published',
    });
    await page.goto('/profile');
    const postCard = page.getByTestId('profile-posts').getByTestId('post-card').filter({ hasText: postTitle });
    await expect(postCard).toBeVisible();
    const before = (await postCard.getByTestId('avatar').getAttribute('src'))!;

    // A photo: the upload dialog with the recommended size, then the picture in the header and on
    // her post's card at once, without a reload.
    await page.getByTestId('profile-avatar-change').click();
    const upload = page.getByTestId('profile-avatar-dialog');
    await expect(upload).toContainText('200×200');
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await solid(300, 300).png().toBuffer() });
    await expect(upload).toBeHidden();
    await expect(page.getByTestId('profile-header').getByTestId('avatar')).toHaveAttribute(
      'src',
      /\/uploads\/profiles\/avatars\//,
    );
    await expect(page.getByTestId('profile-header').getByTestId('avatar')).toHaveAttribute(
      'srcset',
      /\/96\.webp 96w, \S+\/192\.webp 192w, \S+\/full\.webp 400w$/,
    );
    await expect(postCard.getByTestId('avatar')).not.toHaveAttribute('src', before);
    await expect(postCard.getByTestId('avatar')).toHaveAttribute('src', /\/uploads\/profiles\/avatars\//);

    await page.getByTestId('profile-edit').click();
    const dialog = page.getByTestId('profile-edit-dialog');
    await expect(dialog).toBeVisible();
    // Not a partner: the username is shown read-only, with the warning.
    await expect(dialog.getByTestId('profile-form-username')).toHaveAttribute('readonly', '');
    await expect(dialog.getByTestId('profile-form-username-warning')).toHaveText(
      'Менять имя пользователя могут только партнёры',
    );
    await dialog.getByTestId('profile-form-phone').fill('+7 (987) 555-20-30');
    await dialog.getByTestId('profile-form-telegram').fill('@kazan_lawyer');
    await dialog.getByTestId('profile-form-region').selectOption({ label: 'Республика Татарстан' });
    await dialog.getByTestId('profile-form-university-search').fill('СПбГУ');
    await dialog.getByTestId('profile-form-university-option').first().click();
    await expect(dialog.getByTestId('profile-form-university-chosen')).toContainText(
      'Санкт-Петербургский государственный университет',
    );
    await dialog.getByTestId('profile-form-graduation-year').fill('201');
    await dialog.getByTestId('profile-form-save').click();
    await expect(dialog.getByTestId('profile-form-graduation-year-error')).toHaveText(
      'Год выпуска должен состоять ровно из 4 цифр',
    );
    await dialog.getByTestId('profile-form-graduation-year').fill('2006');
    await dialog.getByTestId('profile-form-save').click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('profile-tab-information').click();
    await expect(page.getByTestId('profile-phone')).toContainText('+7 (987) 555-20-30');
    await expect(page.getByTestId('profile-university')).toContainText('Выпуск 2006 года');
    await expect(page.getByTestId('profile-region')).toContainText('Республика Татарстан');
    await expect(page.getByTestId('profile-telegram-contact').getByRole('link')).toHaveAttribute(
      'href',
      'https://t.me/kazan_lawyer',
    );

    // The resume in the dialog's second tab, in the career board's job form.
    await page.getByTestId('profile-edit').click();
    await dialog.getByTestId('profile-form-tab-resume').click();
    const add = dialog.getByTestId('profile-resume-add');
    const edit = dialog.getByTestId('profile-resume-edit');
    await expect(add.or(edit)).toBeVisible();
    await ((await add.isVisible()) ? add : edit).click();
    const form = page.getByTestId('resume-form');
    await form.getByTestId('job-form-title').fill('Юрист по антимонопольным делам');
    await form.getByTestId('job-form-description').fill('Жалобы в ФАС, картельные дела, сопровождение закупок.');
    await form.getByTestId('job-form-format-remote').click();
    await form.getByTestId('job-form-save').click();
    await expect(form).toBeHidden();
    await expect(dialog.getByTestId('profile-resume-title')).toHaveText('Юрист по антимонопольным делам');
  });
});
