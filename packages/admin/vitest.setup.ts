import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { loadLanguage } from '@paydeck/ui'
import { widgetTestSetup } from '@paydeck/test-harness'
import endpoints from './endpoints.json'

widgetTestSetup({ cleanup, configure, endpoints, loadLanguage })
