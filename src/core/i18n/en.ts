/**
 * The console's texts in English, the first language. Texts the product gives (quoted in
 * docs/product/) are spelled exactly as the product spells them, including their misspellings.
 * Placeholders are written {name} and filled by t().
 *
 * These are the texts a first page may show: the sign-in pages, the shell, the users list, and what
 * all screens share (tables, dialogs, form checks, errors). The other screens' English texts, the
 * users list's modal and each screen's toasts included, are in en-other-screens.ts and come with
 * those screens' code (other-screens-texts.ts).
 */
export const en = {
  app: {
    title: 'IAM UI',
    documentTitle: '{page} - IAM UI',
    loading: 'Loading IAM UI Application...',
    launchApiDocs: 'Launch AuthN API Docs',
    logout: 'Logout',
    changePassword: 'Change password',
    /** The account button's name when the identity token carries no e-mail and no username. */
    account: 'Account',
    /** Shown instead of the loading view when the build's files are not found (served elsewhere). */
    servedElsewhere: 'The console must be served under /ui/iam/.',
    menu: 'Menu',
    /** The menu button's name below 900 px, where it opens the navigation drawer. */
    openNavigation: 'Open navigation',
    areas: 'Console areas',
    signInFailed: 'Sign-in could not be completed.',
    mockModeUnavailable:
      'Mock mode is configured, but this build does not include the mock service. Calls go to the IAM service.',
  },
  nav: {
    identities: 'Identities',
    iamSettings: 'IAM Settings',
  },
  /** The Language control's name; its options are each in their own language (language.ts). */
  language: {
    label: 'Language',
  },
  /** The Theme control of the console's header and the login page (docs/product/theme.md). */
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  forceLogin: {
    message: 'Please login to continue...',
    login: 'Login',
  },
  notFound: {
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    backToSafety: 'Back to safety',
  },
  login: {
    logIn: 'Log In',
    goBackToProviders: 'Go Back to Providers',
    username: 'Username',
    password: 'Password',
    otherMethods: 'Login with other methods',
    withProvider: 'Login with {name}',
    withCompanyId: 'Login with your Company ID',
    withLocalAccount: 'Log in with Your Local Account',
    havingIssues: 'Having issues logging in?',
    incorrectCredentials: 'Your username or password was incorrect. Please try again.',
    tryAgainIn: 'You can try again in {duration}.',
    passwordCreated: 'Your new password has been created.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    capsLockOn: 'Caps Lock is on.',
    footerLinks: 'Footer',
    footer: {
      customers: 'Customers',
      partners: 'Partners',
      education: 'Education',
      support: 'Support',
    },
  },
  termsBanner: {
    title: 'Terms and Conditions',
    accept: 'Accept',
  },
  identities: {
    users: 'Users',
    serviceAccounts: 'Service Accounts',
  },
  users: {
    title: 'Viewing {totalCount} of all users',
    filter: 'Filter',
    columns: {
      username: 'Username',
      type: 'Type',
      lastLogin: 'Last Login Time ({timeZone})',
      displayName: 'Display Name',
      email: 'Email',
      status: 'Status',
    },
    status: {
      active: 'Active',
      inactive: 'Inactive',
    },
    createLocalUser: 'Create Local User',
    update: 'Update',
    activate: 'Activate',
    deactivate: 'Deactivate',
    neverLoggedIn: 'Never',
    usersTable: 'Users',
    noUsers: 'No users match the filter.',
    updateOnlyLocal: 'Select exactly one local user to update.',
    activateOnlyInactive: 'Select exactly one inactive user to activate.',
    deactivateOnlyActive: 'Select exactly one active user to deactivate.',
    // Added with the self-protection, the confirmation and the new-user notice.
    deactivateSelf: 'You cannot deactivate the user you are signed in as.',
    confirmDeactivate: {
      title: 'Deactivate User',
      message: 'Deactivate the user {name}? They cannot sign in until they are activated again.',
      confirm: 'Deactivate',
    },
    created: {
      message: 'Created the user {name}.',
      show: 'Show {name}',
    },
    types: {
      local: 'Local',
      ldap: 'LDAP',
      saml: 'SAML',
      pending: 'Pending',
    },
  },
  settings: {
    authentication: 'Authentication',
  },
  table: {
    rowsPerPage: 'Rows per page',
    displayedRows: '{from}–{to} of {count}',
    countUnknown: '…',
    firstPage: 'Go to first page',
    previousPage: 'Go to previous page',
    nextPage: 'Go to next page',
    lastPage: 'Go to last page',
    selectRow: 'Select {name}',
    selectAll: 'Select all rows',
    loading: 'Loading...',
    retry: 'Retry',
  },
  dialog: {
    cancel: 'Cancel',
    close: 'Close',
  },
  validation: {
    required: 'Required',
    // Added with the form limits (docs/product/constants.md).
    tooLong: '{field} must be at most {max} characters',
  },
  toasts: {
    userActivated: 'Successfully activated the user.',
    userDeactivated: 'Successfully deactivated the user.',
    activateUserFailed: 'Failed to activate the user.',
    deactivateUserFailed: 'Failed to deactivate the user.',
    loadFailed: 'Failed to load data.',
  },
  Errors: {
    RECEIVED_LOGIN_REDIRECT: 'Your session expired. Please refresh the page.',
    INVALID_SERVER_RESPONSE: 'Either server not authenticated or error on server',
    FETCH_COMMUNICATION_ERROR: 'Error in connecting to server ...',
    badRequest: 'Bad Request HTTP 400.',
    encountered: 'We encountered {error}. Please try again.',
    unknownError: 'We encountered an unknown error. Please try again.',
    // The numeric part of an error code selects one of these, read inside 'We encountered {error}.'
    codes: {
      '0': 'no error',
      '1': 'an application error',
      '2': 'a canceled request',
      '3': 'a request that should be retried',
      '4': 'a timeout',
      '5': 'an already authenticated session',
      '6': 'a bad request',
      '7': 'a login failure: the user name or password did not match',
      '8': 'an authorization failure: you are not authorized',
      '9': 'an expired password',
      '10': 'a locked user account',
      '11': 'an invalid token',
      '12': 'an invalid client',
      '13': 'invalid certificate credentials',
      '14': 'an invalid CA chain',
      '15': 'an invalid certificate',
      '16': 'an invalid certificate algorithm',
      '17': 'an invalid root certificate',
      '18': 'an invalid service token',
      '19': 'a user that was not found',
      '20': 'a user whose password is not set',
      '21': 'a failure to get the secure key',
      '22': 'an invalid service account',
      '23': 'a missing auto login configuration',
      '24': 'CAC authentication that is not enabled',
      '25': 'a missing directory configuration',
      '26': 'a directory service error',
      '27': 'CAC terms that were not accepted',
      '28': 'a password that does not meet the complexity criteria',
      '29': 'a disabled account',
      '30': 'an expired account',
      '31': 'an unknown error',
      '400': 'a request the server could not understand',
      '401': 'a login failure',
      '404': 'no IdP found with the given name',
      '500': 'an unexpected internal error',
    },
  },
} as const
