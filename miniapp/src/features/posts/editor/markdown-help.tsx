import { Spinner } from '@telegram-apps/telegram-ui';
import { CircleHelp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKDOWN_HELP_TOOLTIP } from '@shared/posts/limits.ts';
import { errorText } from '@app/lib/api-errors.ts';
import { ErrorBanner } from '@app/ui/error-banner.tsx';
import { IconButton } from '@app/ui/icon-button.tsx';
import { Markdown } from '@app/ui/markdown/markdown.tsx';
import { useTooltip } from '../api/tooltip.ts';

/**
 * The editor's Markdown help: tooltip 1, fetched in the reader's
 * language the first time it is opened, rendered as Markdown. A toggle and its panel.
 */
export function useMarkdownHelp() {
  const { t, i18n } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const tooltip = useTooltip(MARKDOWN_HELP_TOOLTIP, i18n.language, open);

  const button = (
    <IconButton
      label={t('posts.editor.help')}
      size="s"
      round
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((v) => !v)}
      data-testid="markdown-help"
    >
      <CircleHelp size={18} aria-hidden />
    </IconButton>
  );

  const panel = open && (
    <div
      id={panelId}
      className="post-help"
      role="region"
      aria-label={t('posts.editor.help')}
      data-testid="markdown-help-panel"
    >
      {tooltip.isPending ? (
        <div className="post-help__loading" role="status" aria-label={t('common.loading')}>
          <Spinner size="s" />
        </div>
      ) : tooltip.isError ? (
        <ErrorBanner
          title={errorText(tooltip.error, t, 'posts.editor.helpFailed')}
          onDismiss={() => setOpen(false)}
          data-testid="markdown-help-error"
        />
      ) : (
        <Markdown source={tooltip.data} className="post-help__text" />
      )}
    </div>
  );

  return { button, panel };
}
