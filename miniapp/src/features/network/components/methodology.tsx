import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The collapsible 'Методология расчета' (closed at first). */
export function Methodology() {
  const { t } = useTranslation();
  return (
    <details className="network-card calculator-methodology" data-testid="calc-methodology">
      <summary>
        <span>{t('network.calculator.methodology.title')}</span>
        <ChevronDown size={18} aria-hidden className="calculator-methodology__chevron" />
      </summary>
      <p>{t('network.calculator.methodology.intro')}</p>
      <ul className="network-list">
        <li>{t('network.calculator.methodology.network')}</li>
        <li>{t('network.calculator.methodology.clients')}</li>
        <li>{t('network.calculator.methodology.revenue')}</li>
        <li>{t('network.calculator.methodology.extra')}</li>
      </ul>
      <p className="network-card__hint">{t('network.calculator.methodology.note')}</p>
    </details>
  );
}
