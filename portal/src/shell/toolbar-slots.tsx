import { createContext, useContext, type ReactNode } from 'react'

/** Seed 000 section 1: the toolbar holds a support button and a notifications bell; the app plugs them in here. */
export interface ToolbarSlots {
  support?: ReactNode
  bell?: ReactNode
}

const SlotsContext = createContext<ToolbarSlots>({})

export function ToolbarSlotsProvider({ slots, children }: { slots: ToolbarSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
}

export const useToolbarSlots = () => useContext(SlotsContext)
