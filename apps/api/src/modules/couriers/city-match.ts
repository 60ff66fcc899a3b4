import { CITIES, findCity } from '@sauda/contracts/cities.ts';

/** Letters only: "D.I. Khan" → "dikhan", "Rahim Yar Khan" → "rahimyarkhan". */
const compact = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

const BY_COMPACT = new Map(CITIES.map((c) => [compact(c.name), c.name]));
/** Short forms couriers use in their city lists that the buyer-facing aliases do not cover. */
const COURIER_FORMS: Record<string, string> = {
  dikhan: 'Dera Ismail Khan',
  dgkhan: 'Dera Ghazi Khan',
  ryk: 'Rahim Yar Khan',
  rykhan: 'Rahim Yar Khan',
  mbdin: 'Mandi Bahauddin',
  mandibahaudin: 'Mandi Bahauddin',
  tts: 'Toba Tek Singh',
  wahcantt: 'Wah Cantonment',
  benazirabad: 'Nawabshah',
  shaheedbenazirabad: 'Nawabshah',
  lyallpur: 'Faisalabad',
  kotaddu: 'Kot Addu',
  ahmadpureast: 'Ahmedpur East',
  hub: 'Hub',
  hubchowki: 'Hub',
  muzaffarabadajk: 'Muzaffarabad',
  mirpurajk: 'Mirpur',
};

/**
 * The Sauda city a courier's city name stands for, or null. Tries the canonical list and the
 * buyer aliases, then letters-only forms, then the name without a trailing qualifier
 * ("Karachi City", "Lahore (Cantt)", "Islamabad - ICT").
 */
export function matchCourierCity(name: string): string | null {
  const direct = findCity(name);
  if (direct) return direct.name;
  const key = compact(name);
  if (!key) return null;
  const hit = BY_COMPACT.get(key) ?? COURIER_FORMS[key];
  if (hit) return hit;
  const stripped = name
    .replace(/\(.*?\)/g, ' ')
    .replace(/\s[-–/].*$/, ' ')
    .replace(/\b(city|district|cantt|cantonment|town|ict|pk|pakistan)\b/gi, ' ')
    .trim();
  if (stripped && stripped !== name) {
    const again = findCity(stripped) ?? null;
    if (again) return again.name;
    return BY_COMPACT.get(compact(stripped)) ?? COURIER_FORMS[compact(stripped)] ?? null;
  }
  return null;
}
