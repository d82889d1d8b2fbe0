import { describe, expect, it } from 'vitest'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { inMemoryClient } from '@paydeck/test-harness'
import { PaydeckProvider, usePaydeck } from './paydeck-provider'
import { useCan, useSystemMode, useUser } from './session.hooks'
import { useActiveList, useCustomerNames } from './active-lists.hooks'
import type { ReactNode } from 'react'

async function signedIn(email: string) {
  const { paydeck } = await inMemoryClient(email)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PaydeckProvider paydeck={paydeck}>{children}</PaydeckProvider>
  )
  return { paydeck, wrapper }
}

describe('PaydeckProvider', () => {
  it('names the missing provider', () => {
    expect(() => renderHook(() => usePaydeck())).toThrow(/outside <PaydeckProvider>/)
  })
})

describe('session hooks', () => {
  it('re-render when the user context arrives, with permissions', async () => {
    const { paydeck, wrapper } = await signedIn('agent@sandbox.test')
    function Probe() {
      const user = useUser()
      const canSupport = useCan('CRM.Support.Lookup')
      const canTransactions = useCan('CRM.Transaction.View')
      return (
        <p>
          {user ? `${user.firstName} ${user.lastName}` : 'nobody'} support:{String(canSupport)} transactions:
          {String(canTransactions)}
        </p>
      )
    }
    render(<Probe />, { wrapper })
    expect(screen.getByText(/nobody support:false/)).toBeInTheDocument()
    await act(() => paydeck.session.loadUserContext())
    expect(screen.getByText('Daniel Okafor support:true transactions:false')).toBeInTheDocument()
  })

  it('shows the Test/Live toggle forced to Test for a SandboxEnabled merchant', async () => {
    const { paydeck, wrapper } = await signedIn('sandbox-merchant@sandbox.test')
    const { result } = renderHook(() => useSystemMode(), { wrapper })
    await act(() => paydeck.session.loadUserContext())
    expect(result.current).toMatchObject({ mode: 'Test', visible: true, disabled: true })
    act(() => result.current.setMode('Live'))
    expect(result.current.mode).toBe('Test')
  })

  it('lets a live merchant switch to Test', async () => {
    const { paydeck, wrapper } = await signedIn('merchant@sandbox.test')
    const { result } = renderHook(() => useSystemMode(), { wrapper })
    await act(() => paydeck.session.loadUserContext())
    expect(result.current).toMatchObject({ mode: 'Live', visible: true, disabled: false })
    act(() => result.current.setMode('Test'))
    expect(result.current.mode).toBe('Test')
  })

  it('runs an active list as a query of the instance, shared by every component that needs it', async () => {
    const { paydeck, wrapper } = await signedIn('tenant@sandbox.test')
    // Tenant staff's lookups go to crm/ paths once the user context names their kind.
    await paydeck.session.loadUserContext()
    const { result } = renderHook(() => [useActiveList('currencies'), useActiveList('currencies')] as const, {
      wrapper,
    })
    expect(result.current[0].isPending).toBe(true)
    await waitFor(() => expect(result.current[0].isSuccess).toBe(true))
    expect(result.current[0].data!.map((c) => c.code)).toContain('EUR')
    expect(result.current[1].data).toBe(result.current[0].data)
    expect(paydeck.queryClient.getQueryData(['paydeck', 'active-list', 'currencies'])).toBe(result.current[0].data)
  })

  it('asks for customers once the user is known to be staff, and gives their names by id', async () => {
    const { paydeck, wrapper } = await signedIn('tenant@sandbox.test')
    const { result } = renderHook(() => useCustomerNames(), { wrapper })
    expect(result.current).toEqual({})
    await act(() => paydeck.session.loadUserContext())
    await waitFor(() => expect(Object.values(result.current)).toContain('Acme Coffee Ltd'))
  })

  it('never asks a merchant’s client for customers', async () => {
    const { paydeck, wrapper } = await signedIn('merchant@sandbox.test')
    await act(() => paydeck.session.loadUserContext())
    const { result } = renderHook(() => useActiveList('customers'), { wrapper })
    expect(result.current.fetchStatus).toBe('idle')
    expect(paydeck.queryClient.getQueryState(['paydeck', 'active-list', 'customers'])?.status).toBe('pending')
  })
})
