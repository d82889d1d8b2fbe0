/** How the client gets a bearer token: OIDC (from @paydeck/core/oidc) or the host page's own session. */
export interface AuthSource {
  getAccessToken(): Promise<string | null | undefined> | string | null | undefined
  /** Ends the session at its source; a host-token source may have none. */
  signOut?(): Promise<void>
}
