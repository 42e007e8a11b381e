import { useTranslation } from 'react-i18next';
import { type CalculatorResult, formatCount, formatGrowth, formatRoubles } from '@shared/network/calculator.ts';

/** The results panel, shown after 'Рассчитать'. Money: roubles, no decimals, Russian locale. */
export function CalculatorResults({ result }: { result: CalculatorResult }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const growth = (v: number | null) => (v === null ? t('network.calculator.results.noBase') : formatGrowth(v, lang));
  const rows: Array<[key: keyof CalculatorResult, value: string, accent?: boolean]> = [
    ['newNetworkSize', formatCount(result.newNetworkSize, lang)],
    ['newClients', formatCount(result.newClients, lang)],
    ['newRevenue', formatRoubles(result.newRevenue)],
    ['clientGrowth', growth(result.clientGrowth)],
    ['revenueGrowth', growth(result.revenueGrowth)],
    ['additionalRevenue', formatRoubles(result.additionalRevenue), true],
    ['yearlyAdditionalRevenue', formatRoubles(result.yearlyAdditionalRevenue), true],
  ];
  return (
    <section
      className="network-card calculator-results"
      data-testid="calc-results"
      aria-live="polite"
      aria-labelledby="calc-results-title"
    >
      <h3 id="calc-results-title" className="network-card__title">
        {t('network.calculator.results.title')}
      </h3>
      <dl className="calculator-results__grid">
        {rows.map(([key, value, accent]) => (
          <div key={key} className={`calculator-result${accent ? ' calculator-result--accent' : ''}`}>
            <dt>{t(`network.calculator.results.${key}`)}</dt>
            <dd data-testid={`result-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
