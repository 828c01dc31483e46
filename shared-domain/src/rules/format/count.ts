import { formatWholeNumber } from './money';

/**
 * A number with its noun in Romanian: "1 tranzacție", "5 tranzacții", "20 de tranzacții". From 20
 * on, a number whose last two digits are 0 or 20 to 99 takes "de" before the plural
 * (101 tranzacții, 120 de tranzacții).
 */
export function countRo(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = n % 100;
  const de = n !== 0 && (lastTwo === 0 || lastTwo >= 20);
  return `${formatWholeNumber(n)} ${de ? 'de ' : ''}${many}`;
}
