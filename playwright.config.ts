import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E: Playwright drives Debian's Chromium against the real API (which serves the built web app).
 * Values chosen here are stored in process.env so the workers (which re-load this file) agree.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
// E2E_API_PORT lets two checkouts run their browser suites side by side.
const API_PORT = Number(process.env.E2E_API_PORT ?? 3100);
// Below Linux's ephemeral range (32768–60999), where an outgoing connection's own port can hold it
// (CI23 failed once on such a clash).
process.env.E2E_SMTP_PORT ??= String(20000 + Math.floor(Math.random() * 12000));
process.env.E2E_DATA_DIR ??= path.join(root, '.tmp', `e2e-data-${randomBytes(4).toString('hex')}`);
process.env.E2E_MAIL_DIR ??= path.join(root, '.tmp', 'e2e-mail');
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${API_PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // CI runs three test files at a time against the one server (each test signs up its own seller,
  // so they share nothing). Much of a test's time is waiting (the sandbox courier's steps, polling),
  // so a third file fits on two cores: with two, stop 42's browser suite took 22 minutes where three
  // had taken 18 the stop before. The test budget is 120 s on CI: the longest journeys (sign up, a
  // store, orders by hand, then the feature) took 70-87 s there on a good run, and this machine's
  // speed varies by a sixth between runs; a retry costs far more than a longer budget.
  workers: process.env.CI ? 3 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  outputDir: '.tmp/test-results',
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-results.json' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The app honours prefers-reduced-motion (index.css): no drawer, dialog or toast animations to
    // render and wait for, which on two cores shared by three browsers is real time.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // The API serves apps/web/dist, so the web app is (re)built first when its sources changed.
    // (Playwright starts webServer before globalSetup, hence the build lives in this command.)
    command: 'node --import tsx e2e/support/build-web.ts && node --import tsx apps/api/src/server.ts',
    url: `${process.env.E2E_BASE_URL}/api/v1/auth/session`,
    // Any HTTP answer (401 included) means the server is up.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      // Always a fresh embedded database, even when the shell (CI) has DATABASE_URL set.
      DATABASE_URL: '',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: process.env.E2E_BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: 'Sauda <no-reply@sauda.test>',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Every page load restores the session; keep the public-auth limiter out of the way.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
      LOGIN_FAILURES_PER_CLIENT: '100000',
      // The sandbox courier moves a step every 2 s, so tracking, advice and payment happen within a test.
      SANDBOX_STEP_SECONDS: '2',
      JOB_POLL_MS: '200',
      // No Meta here: WhatsApp settings save unchecked and say so.
      WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
    },
  },
});
