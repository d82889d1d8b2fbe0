import { lazy, Suspense } from 'react'

// Pure: a package that never shows the code step leaves the dialog (and its form hook) out of its bundle.
const ScaDialog = /* @__PURE__ */ lazy(() => import('./sca-dialog').then(({ ScaDialog }) => ({ default: ScaDialog })))

/** A change waiting for the user's one-time code (core's CodeRequest, as @paydeck/react's `useCodeRequest` gives it). */
export interface CodeStepRequest {
  /** What the code confirms, in the user's words (else the dialog says "this change"). */
  action?: string
  /** Sends the change again with the code: null once it is made, else what is wrong with the code. */
  send: (code: string) => Promise<string | null>
  /** The user gives up: the change fails with the refusal. */
  cancel: () => void
}

/**
 * Asks for the one-time code of a change the user's role marks "Needs a code", whichever screen made it: the change
 * waits, goes again with the code, and its form hears only how it ended (a wrong code is said here, and asked again).
 * The dialog loads when a change first asks.
 */
export function CodeStep({ request, onEnd }: { request: CodeStepRequest | null; onEnd: () => void }) {
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <ScaDialog
        action={request.action}
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
    </Suspense>
  )
}
