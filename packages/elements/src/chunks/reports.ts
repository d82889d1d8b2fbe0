// The report element has a chunk of its own: a page with the lookup does not carry it.
import 'paydeck:element-css/reports'
import '@paydeck/reports/define'
