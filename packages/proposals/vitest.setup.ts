import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { unlistedCalls } from '@paydeck/sandbox'
import { loadLanguage } from '@paydeck/ui'
import { widgetTestSetup } from '../../vitest.widget-setup'
import endpoints from './endpoints.json'

widgetTestSetup({ cleanup, configure, unlistedCalls: () => unlistedCalls(endpoints), loadLanguage })
