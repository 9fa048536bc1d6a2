/** The console's forms, each opened by its address (a modal in the query string). */
export const FORM_AT = {
  createUser: '/ui/iam/identities/users?modal=create',
  createServiceAccount: '/ui/iam/identities/serviceusers?modal=create',
  addSaml: '/ui/iam/settings/authentication?modal=addSaml',
  addDirectory: '/ui/iam/settings/authentication?modal=addDirectory',
} as const

/** Every form of the console, by its address. */
export const EVERY_FORM: readonly string[] = Object.values(FORM_AT)
