// One chunk for the three: they share the ticket calls, the form fields and the catalogue.
import '@paydeck/support/define'
