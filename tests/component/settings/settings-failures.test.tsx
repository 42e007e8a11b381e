import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authCalls } from '@shared/contracts/auth.ts';
import { settingsCalls } from '@shared/contracts/session.ts';
import { LanguageDialog } from '@app/features/settings/components/language-dialog.tsx';
import { SignOutButton } from '@app/features/settings/components/sign-out-button.tsx';
import { TimezoneDialog } from '@app/features/settings/components/timezone-dialog.tsx';
import { renderWithApp } from '../support/render.tsx';
import { answer, refuse, server } from '../support/server.ts';

/*
 * Settings when the server refuses: the language dialog says so and stays, the time zone
 * dialog shows the server's words in a banner that can be closed, and a failed sign-out is
 * logged and closes its dialog, still signed in. Moved from the browser suite, where it cost a
 * browser's time; the page itself, a saved language and time zone and a sign-out that goes through:
 * tests/e2e/settings.spec.ts.
 */

describe('settings: refused saves', () => {
  it('shows a failed language save in the dialog, which stays open', async () => {
    server.use(answer(settingsCalls.updateLanguage, () => refuse(500, 'Internal error')));
    const onOpenChange = vi.fn();
    renderWithApp(<LanguageDialog open onOpenChange={onOpenChange} current="ru" />, { path: '/settings' });
    const dialog = screen.getByTestId('language-dialog');
    fireEvent.click(within(dialog).getByTestId('language-option-en'));
    fireEvent.click(within(dialog).getByTestId('language-save'));
    expect((await screen.findByTestId('language-error')).textContent).toBe('Не удалось сохранить выбор языка');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByTestId('language-dialog')).toBeTruthy();
  });

  it("shows the server's time zone error in a banner that can be closed, the dialog still open", async () => {
    server.use(
      answer(settingsCalls.updateTimezone, () =>
        refuse(400, 'data.timezone: must be an IANA time zone such as Europe/Moscow'),
      ),
    );
    const onOpenChange = vi.fn();
    renderWithApp(<TimezoneDialog open onOpenChange={onOpenChange} current="Europe/Moscow" />, { path: '/settings' });
    const dialog = screen.getByTestId('timezone-dialog');
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'Tokyo' } });
    fireEvent.click((await within(dialog).findAllByTestId('timezone-option'))[0]!);
    fireEvent.click(within(dialog).getByTestId('timezone-save'));
    const banner = await screen.findByTestId('timezone-error');
    expect(banner.textContent).toContain('must be an IANA time zone');
    fireEvent.click(within(banner).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByTestId('timezone-error')).toBeNull());
    expect(screen.getByTestId('timezone-dialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe('settings: sign-out refused', () => {
  it('logs the failure and closes the dialog, still on the page, with no toast', async () => {
    server.use(answer(authCalls.signOut, () => refuse(500, 'Internal error')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderWithApp(<SignOutButton />, { path: '/settings' });
    fireEvent.click(screen.getByTestId('sign-out'));
    fireEvent.click(await screen.findByTestId('sign-out-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('sign-out-dialog')).toBeNull());
    expect(logged.mock.calls.some(([first]) => String(first).includes('Sign-out failed'))).toBe(true);
    expect(app.location()).toBe('/settings');
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});
