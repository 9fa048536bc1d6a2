// Runtime settings of the IAM console (window.__IAM_CONFIG__).
// Deployers edit this file in place; the console never needs rebuilding for it.
// Every key is optional: a missing or invalid value falls back to the default shown here.
;(function () {
  var origin = window.location.origin
  window.__IAM_CONFIG__ = {
    apiRoot: '/api/iam/v1',
    authnRoot: '/api/iam/authn/v1',
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
    apiDocsUrl: '/api/iam/authn/v1/api-docs',
    docsVersion: '5.18',
    maxCertificates: 2,
    defaultPassword: 'Nutanix/4u',
    allowedRedirectHosts: [],
    mock: false,
    mockDelayMs: 1000,
  }
})()
