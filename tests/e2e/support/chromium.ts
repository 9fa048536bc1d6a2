import type { LaunchOptions } from '@playwright/test'

/**
 * Debian's Chromium, never a downloaded browser (none can be downloaded here). Without the networking flags
 * Chromium stalls on refused connections to Google services.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
} satisfies LaunchOptions
