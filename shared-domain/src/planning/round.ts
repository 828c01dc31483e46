import { AMOUNT } from '@buget/shared-domain/constants';

// Dividing by the integer scale (1000) rather than multiplying by 0.001 keeps results like 0.3 exact.
const SCALE = Math.round(1 / AMOUNT.precision);

/** Rounds to the minimum precision (0.001), removing float noise from sums of amounts. */
export const roundAmount = (value: number): number => Math.round(value * SCALE) / SCALE;
