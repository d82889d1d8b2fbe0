import { expect, type Page } from '@playwright/test'
import { SANDBOX_URL } from '../../../playwright.config'
import { SandboxLoginPage } from './sandbox-login.page'

/** The reference portal as a signed-in user sees it. */
export class PortalPage {
  readonly login: SandboxLoginPage
  constructor(readonly page: Page) {
    this.login = new SandboxLoginPage(page)
  }

  async signInAs(email: string, startAt = '/') {
    await this.page.goto(startAt)
    await this.login.signIn(email)
    await expect(this.page.getByTestId('signed-in-email')).toHaveText(email)
  }

  /** Logout from the toolbar, or from the profile menu of the vertical-v2 layout. */
  async signOut() {
    const profileMenu = this.page.getByRole('button', { name: /^Profile menu/ })
    if (await profileMenu.isVisible()) await profileMenu.click()
    await this.page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
    await expect(this.page.getByText('You successfully logged out!')).toBeVisible()
  }

  /** Goes to a path inside the app without reloading (the router follows history). */
  async visit(path: string) {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
  }

  /** A sandbox answer to a GET with the page's own token (what the signed-in user may read). */
  sandboxJson<T>(path: string, sandbox = SANDBOX_URL): Promise<T> {
    return this.page.evaluate(
      async ([api, call]) => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!
        const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token
        const response = await fetch(`${api}/${call}`, { headers: { Authorization: `Bearer ${token}` } })
        return (await response.json()) as T
      },
      [`${sandbox}/v1`, path] as const,
    )
  }

  /** The signed-in user's context as the sandbox gives it, fetched with the page's own token. */
  userContext(sandbox = SANDBOX_URL): Promise<{ userType: string; permissions: string[]; isAdministrator: boolean }> {
    return this.sandboxJson('users', sandbox)
  }

  pathname() {
    return new URL(this.page.url()).pathname
  }
}
