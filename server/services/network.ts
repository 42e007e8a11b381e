import { isIP } from 'node:net';

/**
 * The approximate network of an address, as people are shown it (the bot's sign-in
 * prompt, the session list) and as it is stored: IPv4 without its last part
 * (`203.0.113.x`), IPv6 cut to its first 48 bits (`2001:db8:85a3::/48`). The full address
 * is never stored. null when there is no usable address.
 */
export function maskAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  let a = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) a = mapped[1];
  const kind = isIP(a);
  if (kind === 4) return `${a.split('.').slice(0, 3).join('.')}.x`;
  if (kind === 6)
    return `${expandIpv6(a)
      .slice(0, 3)
      .map((h) => h.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  return null;
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 handled). */
function expandIpv6(address: string): string[] {
  let a = address.split('%')[0].toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (v4) {
    const [b1, b2, b3, b4] = v4.slice(1).map(Number);
    a = a.slice(0, v4.index) + `${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`;
  }
  const [head, tail] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail !== undefined ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right].map((h) => h.padStart(4, '0'));
}
