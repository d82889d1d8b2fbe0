import { expect, type Page } from '@playwright/test'
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

  /** The main navigation's link and section names, in order. */
  async menuNames(): Promise<string[]> {
    const nav = this.page.getByRole('navigation', { name: 'Main navigation' })
    return nav.locator('a, button').evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''))
  }

  /** Goes to a path inside the app without reloading (the router follows history). */
  async visit(path: string) {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
  }

  pathname() {
    return new URL(this.page.url()).pathname
  }
}
