import type { LaunchOptions } from '@playwright/test'

/**
 * Switches for every Debian Chromium started here (none can be downloaded). Without the networking
 * ones Chromium stalls on refused connections to Google services.
 */
const SWITCHES = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync']

/**
 * The whole browser in its headless mode: what the bench times and Lighthouse scores, and what
 * draws the README's screenshots, since those stand for what a person's Chromium does.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', ...SWITCHES],
} satisfies LaunchOptions

/**
 * The browser tests' Chromium: Debian's headless shell, the same engine and version without the
 * browser's own shell around it, which runs the suite in about a third less time
 * (docs/decisions/035-browser-tests-on-the-headless-shell.md).
 */
export const TEST_BROWSER_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: SWITCHES,
} satisfies LaunchOptions
