// One chunk defines both viewers: they are one component.
import '@paydeck/proposals/define'
