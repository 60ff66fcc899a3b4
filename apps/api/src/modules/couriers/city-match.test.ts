import { describe, expect, it } from 'vitest';
import { matchCourierCity } from './city-match.ts';

describe('matchCourierCity', () => {
  it.each([
    ['Karachi', 'Karachi'],
    ['KARACHI', 'Karachi'],
    ['karachi city', 'Karachi'],
    ['Lahore (Cantt)', 'Lahore'],
    ['Islamabad - ICT', 'Islamabad'],
    ['D.I. Khan', 'Dera Ismail Khan'],
    ['D.I.Khan', 'Dera Ismail Khan'],
    ['DG Khan', 'Dera Ghazi Khan'],
    ['RahimYarKhan', 'Rahim Yar Khan'],
    ['Nawab Shah', 'Nawabshah'],
    ['Shaheed Benazirabad', 'Nawabshah'],
    ['Wah Cantt', 'Wah Cantonment'],
    ['Hub Chowki', 'Hub'],
  ])('%s → %s', (raw, want) => expect(matchCourierCity(raw)).toBe(want));

  it.each(['', 'Dubai', 'XYZ-123', 'Kar'])('leaves %j unmapped', (raw) =>
    expect(matchCourierCity(raw)).toBeNull(),
  );
});
