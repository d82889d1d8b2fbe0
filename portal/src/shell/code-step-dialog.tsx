import type { CodeRequest } from '@paydeck/core'
import { ScaDialog } from '@paydeck/ui'

/** The code step's dialog, loaded only when a change first asks for a code (it stays off the first screen). */
export default function CodeStepDialog({ request, onEnd }: { request: CodeRequest; onEnd: () => void }) {
  return (
    <ScaDialog
      onConfirm={async (code) => {
        const problem = await request.send(code)
        if (problem === null) onEnd()
        return problem
      }}
      onClose={() => {
        request.cancel()
        onEnd()
      }}
    />
  )
}
