/** Random tokens (base64url) and the SHA-256 under which a one-time token is stored (never the token itself). */
import { createHash, randomBytes } from 'node:crypto';

export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
