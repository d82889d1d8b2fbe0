/** The authentication/* routes of seed 000 section 2. */
export const authPaths = {
  login: '/authentication/login',
  loginCallback: '/authentication/login-callback',
  loginFailed: '/authentication/login-failed',
  profile: '/authentication/profile',
  register: '/authentication/register',
  logout: '/authentication/logout',
  logoutAlias: '/authentication/log-out',
  loggedOut: '/authentication/logged-out',
  logoutCallback: '/authentication/logout-callback',
  logoutCallbackAlias: '/authentication/log-out-callback',
  unauthorized: '/authentication/unauthorized',
  silentRenew: '/authentication/silent-renew',
} as const
