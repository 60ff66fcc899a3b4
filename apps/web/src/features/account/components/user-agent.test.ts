import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.ts';

describe('describeUserAgent', () => {
  it('recognises common browsers and systems', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Windows', mobile: false });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({ browser: 'Safari', os: 'iPhone', mobile: true });
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').browser,
    ).toBe('Firefox');
  });
  it('copes with a missing user agent', () => {
    expect(describeUserAgent(null)).toEqual({
      browser: 'Unknown browser',
      os: 'unknown device',
      mobile: false,
    });
  });
});
