/**
 * Scam check (spec 5): a token is flagged when its root or symbol is on the configured scam list, or when its
 * symbol is a lookalike of a verified token's symbol (same letters once confusable non-Latin characters are
 * folded, but not the same string: e.g. "USDТ" with a Cyrillic Т).
 */
const CONFUSABLES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  І: 'I',
  ј: 'j',
  ѕ: 's',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ο: 'o',
  ν: 'v',
};

export function foldConfusables(symbol: string): string {
  return [...symbol].map((c) => CONFUSABLES[c] ?? c).join('');
}

export interface ScamList {
  roots: readonly string[];
  symbols: readonly string[];
}

export function isScamToken(
  token: { address: string; symbol: string },
  scamList: ScamList,
  verifiedSymbols: readonly string[] = [],
): boolean {
  const root = token.address.toLowerCase();
  if (scamList.roots.some((r) => r.toLowerCase() === root)) return true;
  if (scamList.symbols.includes(token.symbol)) return true;
  const folded = foldConfusables(token.symbol).toUpperCase();
  if (folded === token.symbol.toUpperCase()) return false;
  return verifiedSymbols.some((s) => s.toUpperCase() === folded);
}
