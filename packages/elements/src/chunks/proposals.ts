// One chunk defines both viewers: they are one component.
import 'paydeck:element-css/proposals'
import '@paydeck/proposals/define'
