/** Roubles without kopecks in the reader's language: "50 000 ₽" in Russian, "₽50,000" in English. */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: string, compact: boolean): Intl.NumberFormat {
  const key = `${lang}:${compact}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ru-RU', {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: compact ? 1 : 0,
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/** `compact`: "1,6 млрд ₽" for a company's revenue rather than thirteen digits. */
export function formatRub(amount: number, lang: string, opts: { compact?: boolean } = {}): string {
  return formatter(lang, !!opts.compact).format(amount);
}
