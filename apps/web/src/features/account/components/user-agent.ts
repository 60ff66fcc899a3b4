/** "Chrome on Windows", "Safari on iPhone"… from a user-agent string (best effort). */
export function describeUserAgent(ua: string | null | undefined): {
  browser: string;
  os: string;
  mobile: boolean;
} {
  const s = ua ?? '';
  if (!s) return { browser: 'Unknown browser', os: 'unknown device', mobile: false };
  const browser = /Edg\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /SamsungBrowser\//.test(s)
        ? 'Samsung Internet'
        : /Firefox\//.test(s)
          ? 'Firefox'
          : /(Chrome|Chromium|CriOS)\//.test(s)
            ? 'Chrome'
            : /Safari\//.test(s)
              ? 'Safari'
              : /curl|node|undici|Playwright/i.test(s)
                ? 'API client'
                : 'Browser';
  const os = /iPhone/.test(s)
    ? 'iPhone'
    : /iPad/.test(s)
      ? 'iPad'
      : /Android/.test(s)
        ? 'Android'
        : /Windows/.test(s)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(s)
            ? 'macOS'
            : /CrOS/.test(s)
              ? 'ChromeOS'
              : /Linux/.test(s)
                ? 'Linux'
                : 'unknown device';
  return { browser, os, mobile: /Mobile|iPhone|Android/.test(s) };
}
