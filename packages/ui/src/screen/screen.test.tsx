import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { Heading, Screen, ScreenHeadingLevel } from './screen'

describe('Screen', () => {
  it('is a region named by its title, a section’s heading where nothing says otherwise, its action beside it', () => {
    render(
      <Screen title="Price books" actions={<button type="button">New price book</button>}>
        <p>The books</p>
      </Screen>,
    )
    const region = screen.getByRole('region', { name: 'Price books' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Price books' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'New price book' })).toBeInTheDocument()
    expect(within(region).getByText('The books')).toBeInTheDocument()
  })

  it('takes the level of the place it is shown in (the page’s heading in an app whose page it is)', () => {
    render(
      <ScreenHeadingLevel.Provider value={1}>
        <Screen title="Roles">
          <Heading>Permissions</Heading>
          <Heading depth={1}>Changes</Heading>
        </Screen>
      </ScreenHeadingLevel.Provider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument()
    // Its parts' headings are below its title, wherever it is.
    expect(screen.getByRole('heading', { level: 2, name: 'Permissions' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Changes' })).toBeInTheDocument()
  })

  it('says a refused screen is not the user’s, offering no action and showing none of its content', () => {
    render(
      <Screen title="Price books" access="refused" actions={<button type="button">New price book</button>}>
        <p>The books</p>
      </Screen>,
    )
    const region = screen.getByRole('region', { name: 'Price books' })
    expect(within(region).getByRole('status')).toHaveTextContent('Your role does not give you this screen.')
    expect(within(region).queryByRole('button')).toBeNull()
    expect(within(region).queryByText('The books')).toBeNull()
  })
})
