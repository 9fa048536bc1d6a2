// Codes the console turns into texts by their number (docs/product/errors.md, docs/product/login.md).
export const LOGIN_FAILED = 'AUTHN_ERR_7'
export const USER_LOCKED_OUT = 'AUTHN_ERR_10'
export const INVALID_TOKEN = 'AUTHN_ERR_11'
export const ACCOUNT_DISABLED = 'AUTHN_ERR_29'
