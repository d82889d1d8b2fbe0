// A plain page with a strict CSP: the packed elements bundle, served from the page's origin, and a token from the
// sandbox standing in for the tenant's backend.
import { configure } from '/paydeck-elements/index.js'

const sandbox = new URLSearchParams(location.search).get('sandbox')
const response = await fetch(`${sandbox}/embed/session`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'merchant@sandbox.test', password: 'paydeck' }),
})
const { accessToken } = await response.json()
await configure({ hosts: { api: `${sandbox}/v1` }, auth: { getAccessToken: async () => accessToken } })
document.getElementById('status').textContent = 'Signed in'
