import { createHash } from 'node:crypto';

/** A short SHA-256 of a text: 16 hex digits (64 bits) tell tens of millions of inputs apart. */
export function shortHash(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * The hash of a value as JSON. Object keys keep their insertion order, which the same code and
 * the same data always give (records are made by one schema), so equal inputs hash equally.
 */
export function valueHash(value: unknown): string {
  return shortHash(JSON.stringify(value) ?? 'undefined');
}
