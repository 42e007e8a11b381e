import { useTranslation } from 'react-i18next';
import './length-limit.css';

/** How near the limit the counter appears: the last tenth of it, at least the last 10 characters. */
export const counterFrom = (max: number) => max - Math.max(10, Math.round(max / 10));

/**
 * Under a field with a length limit: nothing while the text is short, then a counter
 * ("183/200"), and at the limit the limit's message, the one the server answers a longer
 * text with. The field's maxLength stops typing there: the message says why a key did nothing.
 */
export function LengthLimit({
  length,
  max,
  showMessage = true,
  testId,
}: {
  length: number;
  max: number;
  /** False while the field's own error says it already (a submit refused for a pasted longer text). */
  showMessage?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (length < counterFrom(max)) return null;
  const full = length >= max;
  return (
    <span className={`lp-length-limit${full ? ' is-full' : ''}`} data-testid={testId}>
      {full && showMessage && (
        <span className="lp-length-limit__message" role="alert">
          {t('validation.tooLong', { count: max })}
        </span>
      )}
      <span className="lp-length-limit__count">{t('forms.lengthCounter', { n: length, max })}</span>
    </span>
  );
}
