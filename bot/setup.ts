import type { Api } from 'grammy';
import { LANGUAGES } from '../shared/constants.ts';
import { isButtonUrl } from './html.ts';
import type { createBotI18n } from './i18n.ts';
import { miniAppUrl } from './keyboards/open-app.ts';

/**
 * What Telegram shows around the chat: the command list in ru (the default) and en, and
 * the menu button opening the mini-app (https only; otherwise Telegram's default stays).
 */
export async function configureBotProfile(api: Api, publicUrl: string, i18n: ReturnType<typeof createBotI18n>) {
  for (const lang of LANGUAGES) {
    const t = i18n.translator(lang);
    const commands = [
      { command: 'start', description: t('bot.commands.start') },
      { command: 'help', description: t('bot.commands.help') },
    ];
    await api.setMyCommands(commands, lang === 'ru' ? {} : { language_code: lang });
  }
  if (isButtonUrl(publicUrl)) {
    const t = i18n.translator('ru');
    await api.setChatMenuButton({
      menu_button: { type: 'web_app', text: t('bot.menuButton'), web_app: { url: miniAppUrl(publicUrl) } },
    });
  }
}
