import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { loadLanguage } from './src/i18n/languages'

// Turkish and Arabic loaded before the tests, as an app loads a language before it shows it.
beforeAll(() => Promise.all(['tr', 'ar'].map(loadLanguage)))
afterEach(() => cleanup())
