import { formatAmount, MINUS_SIGN } from '@buget/shared-domain/rules';

/** The most characters a day column shows at 1440 px (issue 28 point 4): '-298', '0,30', '1,2k'. */
const FITS = 4;

/** Rounded half up to `decimals`, written with a decimal comma and without a trailing ',0': 2.3 → '2,3', 12 → '12'. */
const short = (n: number, decimals: number) => String(Math.round(n * 10 ** decimals) / 10 ** decimals).replace('.', ',');

/**
 * A day cell's figure, short enough for the whole month to fit at 1440 px: the amount as written
 * elsewhere when it is at most four characters ('298', '-45', '0,30'), else rounded: whole lei
 * below 1.000 ('59,99' → '60'), thousands ('1.154,50' → '1,2k', '12.345' → '12k') and millions
 * ('1,2M'). The exact amount stays in the cell's name, its tooltip, its editor and the total.
 */
export function dayFigure(value: number): string {
  const exact = formatAmount(value);
  if (exact.length <= FITS) return exact;
  const sign = value < 0 ? MINUS_SIGN : '';
  const abs = Math.abs(value);
  const lei = Math.round(abs);
  if (lei < 1000) return `${sign}${lei}`;
  if (lei < 9_950) return `${sign}${short(abs / 1000, 1)}k`;
  if (lei < 999_500) return `${sign}${Math.round(abs / 1000)}k`;
  return `${sign}${short(abs / 1_000_000, abs < 9_950_000 ? 1 : 0)}M`;
}
