const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size for people: '2.4 MB', '830 kB', '12 bytes' (decimal units, as phones and tablets show storage), in the
 * page's language through Intl, so no unit needs a translation.
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let index = 0;
  let scaled = value;
  while (scaled >= 1000 && index < UNITS.length - 1) {
    scaled /= 1000;
    index += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[index],
    unitDisplay: index === 0 ? 'long' : 'short',
    maximumFractionDigits: index === 0 || scaled >= 100 ? 0 : 1,
  }).format(scaled);
}
