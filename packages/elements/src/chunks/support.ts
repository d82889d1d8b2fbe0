// One chunk for the three: they share the ticket calls, the form fields and the catalogue.
import 'paydeck:element-css/support'
import '@paydeck/support/define'
