import { CITIES, findCity, type City } from '@sauda/contracts/cities.ts';

/**
 * Cities for what the buyer typed: case-insensitive substring on the name (SPEC §5 select with
 * search), names starting with the text first, a known short form ("khi") on top.
 */
export function searchCities(query: string, limit = 8): City[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
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
