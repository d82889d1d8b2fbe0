import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'paydeck'

/** The sandbox OpenID provider's own login page. */
export class SandboxLoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Email address')
  readonly password = () => this.page.getByLabel('Password')
  readonly error = () => this.page.getByRole('alert')

  async expectShown() {
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//)
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.expectShown()
    await this.email().fill(email)
    await this.password().fill(password)
    await this.page.getByRole('button', { name: 'Sign in' }).click()
  }
}
