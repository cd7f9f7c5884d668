import { isLanguage, type Language } from '../../../shared/i18n/languages';

/**
 * The language an Accept-Language header asks for among ours (q-values respected, "de-DE" is
 * German), English when it names none of them or is absent.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().split('-')[0]?.toLowerCase() ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranges.map((r) => r.lang).find(isLanguage) ?? 'en';
}
