/**
 * Numbers and money in the reader's language, one way everywhere: Russian groups digits with a
 * no-break space and writes a decimal comma ("50 000", "1 234,50 ₽"), English groups with commas
 * ("50,000", "₽1,234.50"). Any language but English reads as Russian, the app's default.
 */

const locale = (lang: string) => (lang === 'en' ? 'en-US' : 'ru-RU');

const formats = new Map<string, Intl.NumberFormat>();
function format(lang: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale(lang)}:${key}`;
  let f = formats.get(id);
  if (!f) {
    // 'always': four-digit numbers grouped too ("5 000"), as the larger ones beside them are.
    f = new Intl.NumberFormat(locale(lang), { useGrouping: 'always', ...options });
    formats.set(id, f);
  }
  return f;
}

/** A number with up to `maxFractionDigits` decimals (none by default): "50 000", "50,000", "0,5". */
export function formatNumber(n: number, lang: string, opts: { maxFractionDigits?: number } = {}): string {
  const max = opts.maxFractionDigits ?? 0;
  return format(lang, `n${max}`, { maximumFractionDigits: max }).format(n);
}

/**
 * Roubles: "50 000 ₽" in Russian, "₽50,000" in English; kopecks only when there are any
 * ("1 234,50 ₽"). `compact`: "1,6 млрд ₽" for a company's revenue rather than thirteen digits.
 */
export function formatRub(amount: number, lang: string, opts: { compact?: boolean } = {}): string {
  const compact = !!opts.compact;
  const whole = compact || Number.isInteger(Math.round(amount * 100) / 100);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: compact ? 1 : whole ? 0 : 2,
    ...(compact ? { notation: 'compact' as const } : {}),
  };
  return format(lang, `rub:${compact}:${whole}`, options).format(amount);
}
