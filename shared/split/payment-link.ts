/** Where generated payment links point (built locally: the demo calls no payment provider). */
export const PAYMENT_HOST = 'https://pay.legal-platform.ru';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random link id: 12 characters of [a-z0-9] from the platform's CSPRNG. */
export function randomLinkId(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The client's payment link: the payment host, a random id, and the amount as a query parameter. */
export function buildPaymentLink(amount: number, id: string = randomLinkId()): string {
  const url = new URL(`/split/${id}`, PAYMENT_HOST);
  url.searchParams.set('amount', String(amount));
  return url.toString();
}
