import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

const focusable = 'input:not([type=hidden]), button, select, textarea, [tabindex]:not([tabindex="-1"])'
const focusablesIn = (box: HTMLElement | null) => [...(box?.querySelectorAll<HTMLElement>(focusable) ?? [])]

/**
 * Draws `still` (a control drawn as it looks, without its library) until the user reaches it: the pointer over it
 * or the focus in it. Then the real control (`children`, lazily loaded) takes its place; the focus, and a click made
 * while it loaded, go to the same place in it (the same input or button, counted in order).
 */
export function WhenReached({ still, children }: { still: ReactNode; children: ReactNode }) {
  const [reached, setReached] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const pending = useRef<{ focused: number; clicked: number }>({ focused: -1, clicked: -1 })
  const indexOf = (target: EventTarget | null) => focusablesIn(box.current).indexOf(target as HTMLElement)
  const reach = () => setReached(true)
  return (
    <div
      ref={box}
      style={{ display: 'contents' }}
      onPointerOver={reach}
      onFocusCapture={(event) => {
        if (reached) return
        pending.current.focused = indexOf(event.target)
        reach()
      }}
      onClickCapture={(event) => {
        if (reached && !box.current?.querySelector('[data-still]')) return
        pending.current.clicked = indexOf((event.target as HTMLElement).closest(focusable))
        reach()
      }}
    >
      {reached ? (
        <Suspense fallback={still}>
          {children}
          <OnShown
            run={() => {
              const { focused, clicked } = pending.current
              pending.current = { focused: -1, clicked: -1 }
              const parts = focusablesIn(box.current)
              const root = box.current?.getRootNode() as Document | ShadowRoot | undefined
              // The still control's focused part left with it; unless the user went on elsewhere meanwhile.
              const focusLeft = !root?.activeElement || root.activeElement === document.body
              const target = parts[clicked >= 0 ? clicked : focused]
              if (target && (clicked >= 0 || focusLeft)) target.focus()
              if (clicked >= 0) target?.click()
            }}
          />
        </Suspense>
      ) : (
        still
      )}
    </div>
  )
}

/** Runs once its siblings in the Suspense boundary are shown. */
function OnShown({ run }: { run: () => void }) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    run()
  })
  return null
}
