/*
 * File names of the receipts in the report's ZIP: date_project_name_<first 6 of the SHA-256>.ext,
 * e.g. 2026-10-14_Northwind-ERP-rollout_taxi_3fa9c1.pdf. ASCII letters, digits and '-' only (no
 * path separators, no names a file system or an unzip tool could misread), unique within the ZIP.
 */

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
};

/** Text as a safe file-name part: accents dropped, other characters as '-', at most `max` long. */
export function safeNamePart(text: string, max: number, fallback: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = ascii.slice(0, max).replace(/-+$/, '');
  return cut === '' ? fallback : cut;
}

/** What names one receipt in the ZIP. */
export interface ZipNameInput {
  date: string;
  project: string;
  name: string;
  sha256: string;
  mediaType: string;
}

/** The ZIP entry name of each receipt, in order; a name taken already gets "-2", "-3" ... */
export function zipEntryNames(receipts: readonly ZipNameInput[]): string[] {
  const taken = new Set<string>(['index.csv']);
  return receipts.map((r) => {
    const stem = r.name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
    const base = [
      /^\d{4}-\d{2}-\d{2}$/.test(r.date) ? r.date : 'undated',
      safeNamePart(r.project, 30, 'project'),
      safeNamePart(stem, 40, 'receipt'),
      r.sha256.slice(0, 6).toLowerCase(),
    ].join('_');
    const ext = EXTENSION[r.mediaType] ?? 'bin';
    let name = `${base}.${ext}`;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}.${ext}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
