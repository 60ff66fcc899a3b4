import { describe, expect, it } from 'vitest';
import { ANNOUNCE_WHEN_LEFT, remainingAnnouncement } from './textarea.tsx';

describe('remainingAnnouncement (the character counter live region, issue 25)', () => {
  it('says nothing while more than ANNOUNCE_WHEN_LEFT characters are left', () => {
    expect(ANNOUNCE_WHEN_LEFT).toBe(20);
    expect(remainingAnnouncement(0, 2000)).toBe('');
    expect(remainingAnnouncement(1979, 2000)).toBe('');
  });
  it('counts down near the limit and says when it is reached', () => {
    expect(remainingAnnouncement(1980, 2000)).toBe('20 characters left');
    expect(remainingAnnouncement(1999, 2000)).toBe('1 character left');
    expect(remainingAnnouncement(2000, 2000)).toBe('Character limit reached, 2000 of 2000');
  });
});
