import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, expect } from 'vitest'
import { unlistedCalls } from '@paydeck/sandbox'
import endpoints from './endpoints.json'

afterEach(() => cleanup())

// Every call this file's tests made is one the package's endpoints.json lists (a tenant's proxy allows those only).
afterAll(() => expect(unlistedCalls(endpoints)).toEqual([]))
