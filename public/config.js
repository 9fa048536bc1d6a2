// Runtime settings of the IAM console (window.__IAM_CONFIG__).
// Deployers edit this file in place; the console never needs rebuilding for it.
// Every key is optional: a missing or invalid value falls back to the default shown here.
;(function () {
  var origin = window.location.origin
  // The API docs live under the login endpoint: changing authnRoot here moves them too.
  var authnRoot = '/api/iam/authn/v1'
  window.__IAM_CONFIG__ = {
    apiRoot: '/api/iam/v1',
    authnRoot: authnRoot,
    gatewayRoot: '/PrismGateway',
    versionKey: 'version',
    oidc: {
      authority: origin + '/api/iam/authn',
      client_id: 'iam-ui',
      scope: 'openid profile email',
      redirect_uri: origin + '/ui/iam/callback',
      silent_redirect_uri: origin + '/ui/iam/silent-renew',
      post_logout_redirect_uri: origin + '/ui/iam/login',
    },
    apiDocsUrl: authnRoot + '/api-docs',
    docsVersion: '5.18',
    maxCertificates: 2,
    defaultPassword: 'Nutanix/4u',
    allowedRedirectHosts: [],
    mock: false,
    mockDelayMs: 1000,
  }
})()
