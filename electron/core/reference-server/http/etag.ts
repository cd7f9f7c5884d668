import { createHash } from 'node:crypto';

/*
 * Conditional GETs (RFC 9110 13.1.2): a list answer carries a strong ETag made from its text, and
 * a client that sends it back in If-None-Match gets 304 without a body while the answer is the same.
 * The tag is of the text, not of the whole database's version, so a write elsewhere (a timesheet)
 * does not make every other list (companies) look changed.
 */

/** The strong entity tag of an answer's text. */
export function entityTag(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `tag` (or is `*`); weak tags compare by their opaque part. */
export function noneMatch(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  return text.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === tag || v === `W/${tag}`;
  });
}
