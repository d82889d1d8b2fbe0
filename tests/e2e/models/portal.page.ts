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

  async signOut() {
    await this.page.getByRole('link', { name: 'Logout' }).click()
    await expect(this.page.getByText('You successfully logged out!')).toBeVisible()
  }

  pathname() {
    return new URL(this.page.url()).pathname
  }
}
