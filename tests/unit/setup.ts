// A file that needs no page (`// @vitest-environment node`) tests modules on their own. It starts
// without Testing Library and without the mock service, which take about a second and a half to
// load in every file; one that talks to the mock service imports ./mock-service itself.
if (typeof document !== 'undefined') await import('./page-setup')

// A module, for the await above.
export {}
