/** Searching the canonical Sauda city list (contracts `CITIES`). DOM-free. */
import { CITIES, findCity, type City } from '@sauda/contracts/cities.ts';

function normalise(query: string): string {
  return query.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Cities for what the seller typed: a known short form ("khi", "pindi") first, then names that
 * start with the text, then names that contain it (case-insensitive).
 */
export function searchCities(query: string, limit = 8): City[] {
  const q = normalise(query);
  if (!q) return CITIES.slice(0, limit);
  const exact = findCity(q);
  const starts: City[] = [];
  const contains: City[] = [];
  for (const c of CITIES) {
    if (c === exact) continue;
    const name = c.name.toLowerCase();
    if (name.startsWith(q)) starts.push(c);
    else if (name.includes(q)) contains.push(c);
  }
  return [...(exact ? [exact] : []), ...starts, ...contains].slice(0, limit);
}

/** The canonical spelling of a typed city, or the text as typed when Sauda does not know it. */
export function canonicalCityName(raw: string): string {
  return findCity(raw)?.name ?? raw.trim();
}

export function isKnownCity(raw: string): boolean {
  return findCity(raw) !== null;
}
