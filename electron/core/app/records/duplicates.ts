import type { DuplicateViewT } from '../../../../shared/app/channels/records';
import { foldText as foldCase } from '../../../../shared/text-fold';
import type { Db } from '../../db/connection';
import { companyNames } from '../../db/repositories/admin-options';
import { getCompany } from '../../db/repositories/companies';
import { listContacts, type ContactWithCompany } from '../../db/repositories/contacts';
import { projectNamesOfCompany } from '../../db/repositories/projects';

/*
 * Likely duplicates before a create (the PSA API checks none). Companies match on a name key that
 * ignores case, accents, punctuation and the legal form ('Acme B.V.' = 'ACME BV' = 'Acme'), or on
 * a key one or two typing slips away; contacts on the same email anywhere, or the same first and
 * last name at the same company; projects on a similar name (as companies) at the same company.
 */

/** Legal-form words dropped from a company name key (lower case, punctuation already removed). */
const LEGAL_FORMS = new Set([
  'bv', 'nv', 'vof', 'cv', 'bvba', 'sprl', 'srl', 'gmbh', 'ag', 'kg', 'ohg', 'ug', 'ev', 'gbr', 'kgaa',
  'ltd', 'limited', 'plc', 'llp', 'lp', 'llc', 'inc', 'incorporated', 'corp', 'corporation', 'co',
  'sa', 'sas', 'sarl', 'spa', 'sl', 'slu', 'ab', 'as', 'asa', 'aps', 'oy', 'oyj', 'se', 'pty', 'pte',
  'holding', 'holdings', 'group',
]); // prettier-ignore

const MAX_MATCHES = 10;

/** Lower case, accents off (shared/text-fold.ts), '&' as 'and', punctuation removed, spaces collapsed. */
export function foldText(value: string): string {
  return foldCase(value)
    .replace(/&/g, ' and ')
    .replace(/[.'’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A company name's comparison key: folded, runs of single letters joined ('b v' -> 'bv'), legal
 * forms dropped (unless nothing else is left), spaces removed.
 */
export function companyKey(name: string): string {
  const words: string[] = [];
  let joining = false;
  for (const w of foldText(name).split(' ')) {
    if (!w) continue;
    // 'b v' (from 'B. V.') is one word, like 'bv' (from 'B.V.').
    if (w.length === 1 && joining) words[words.length - 1] += w;
    else words.push(w);
    joining = w.length === 1 && /\p{L}/u.test(w);
  }
  const kept = words.filter((w) => !LEGAL_FORMS.has(w));
  return (kept.length > 0 ? kept : words).join('');
}

/** A name as typed, only case and runs of spaces aside. */
const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Edit distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** How far apart two keys may be and still look like the same company: one slip per 8 letters, at most 2. */
function slipsAllowed(key: string): number {
  return key.length < 5 ? 0 : Math.min(2, Math.ceil(key.length / 8));
}

/** Companies in the store whose name looks like `name`, closest first. */
export function companyDuplicates(db: Db, name: string): DuplicateViewT[] {
  const key = companyKey(name);
  if (!key) return [];
  const typed = plain(name);
  const found: { d: DuplicateViewT; rank: number }[] = [];
  for (const c of companyNames(db)) {
    const other = companyKey(c.name);
    let reason: string | undefined;
    let rank = 0;
    if (other === key) {
      reason =
        plain(c.name) === typed
          ? 'same name'
          : 'same name apart from case, accents, punctuation or legal form';
    } else {
      const distance = editDistance(key, other, slipsAllowed(key));
      if (distance <= slipsAllowed(key)) {
        reason = 'a very similar name';
        rank = distance;
      }
    }
    if (reason)
      found.push({ d: { kind: 'company', id: String(c.id), label: c.name, detail: c.city, reason }, rank });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.d.label.localeCompare(b.d.label))
    .slice(0, MAX_MATCHES)
    .map((f) => f.d);
}

/**
 * Projects of the same company whose name looks like `name` (the company key: case, accents,
 * punctuation, spacing and legal-form words aside, or one or two typing slips away), closest first.
 */
export function projectDuplicates(db: Db, name: string, companyId: bigint): DuplicateViewT[] {
  const key = companyKey(name);
  if (!key) return [];
  const typed = plain(name);
  const company = getCompany(db, companyId)?.name ?? null;
  const found: { d: DuplicateViewT; rank: number }[] = [];
  for (const p of projectNamesOfCompany(db, companyId)) {
    const other = companyKey(p.name);
    const distance = other === key ? 0 : editDistance(key, other, slipsAllowed(key));
    if (distance > slipsAllowed(key)) continue;
    const reason =
      distance > 0
        ? 'a very similar name at the same company'
        : plain(p.name) === typed
          ? 'same name at the same company'
          : 'same name at the same company, apart from case, accents or spacing';
    // The project's number says which one it is; never a provisional id (shared/provisional.ts).
    const detail = [company, p.project_number].filter(Boolean).join(' · ') || null;
    found.push({ d: { kind: 'project', id: String(p.id), label: p.name, detail, reason }, rank: distance });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.d.label.localeCompare(b.d.label))
    .slice(0, MAX_MATCHES)
    .map((f) => f.d);
}

function contactLabel(k: ContactWithCompany): string {
  return [k.first_name, k.last_name].filter(Boolean).join(' ');
}

function contactDetail(k: ContactWithCompany): string {
  return [k.email, k.company_name].filter(Boolean).join(' · ');
}

const personKey = (first: string | null | undefined, last: string | null | undefined) =>
  `${foldText(first ?? '')}|${foldText(last ?? '')}`;

/** Contacts with the same email anywhere, or the same first and last name at the same company. */
export function contactDuplicates(
  db: Db,
  q: {
    email?: string | undefined;
    firstName?: string | null | undefined;
    lastName?: string | undefined;
    companyId?: bigint | undefined;
  },
): DuplicateViewT[] {
  const out = new Map<bigint, DuplicateViewT>();
  const email = q.email?.trim();
  if (email) {
    for (const k of listContacts(db, { email, limit: MAX_MATCHES })) {
      out.set(k.id, {
        kind: 'contact',
        id: String(k.id),
        label: contactLabel(k),
        detail: contactDetail(k),
        reason: 'same email',
      });
    }
  }
  if (q.lastName?.trim() && q.companyId !== undefined) {
    const wanted = personKey(q.firstName, q.lastName);
    for (const k of listContacts(db, { companyId: q.companyId, limit: 10_000 })) {
      if (out.has(k.id) || personKey(k.first_name, k.last_name) !== wanted) continue;
      out.set(k.id, {
        kind: 'contact',
        id: String(k.id),
        label: contactLabel(k),
        detail: contactDetail(k),
        reason: 'same name at this company',
      });
    }
  }
  return [...out.values()].slice(0, MAX_MATCHES);
}
