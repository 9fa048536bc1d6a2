// The ids of what the build writes into index.html beside the console's root (loading-markup.ts).
// A module of its own with no imports: the build reads it under Node's own module loader, and the
// page's entry reads it without the texts.

/** The element that holds the static loading view. */
export const STATIC_LOADING_ID = 'static-loading'

/** The templates that hold the two ways start-up can fail (start-failure.ts). */
export const START_FAILED_IDS = { connection: 'start-failed-connection', other: 'start-failed-other' } as const
