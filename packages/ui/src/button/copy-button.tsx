import { useEffect, useState } from 'react'
import { Icon } from '../icons/icons'
import { useT } from '../provider/ui-provider'
import { Button } from './button'

/**
 * Copies a value (a one-time password, a link) to the clipboard and says so where a screen reader hears it; where
 * the browser refuses, it says to copy by hand.
 */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const t = useT()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const reset = setTimeout(() => setState('idle'), 4000)
    return () => clearTimeout(reset)
  }, [state])
  // Without a clipboard (an insecure page) the call throws at once: the same "copy by hand".
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(() => setState('copied'))
      .catch(() => setState('failed'))
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Icon name="copy" size={16} />
        {label ?? t('common.copy')}
      </Button>
      <span role="status">
        {state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copyFailed') : ''}
      </span>
    </>
  )
}
