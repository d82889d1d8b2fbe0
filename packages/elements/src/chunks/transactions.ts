// One chunk defines the lookup and the detail: the lookup shows the detail anyway.
import 'paydeck:element-css/transactions'
import '@paydeck/transactions/define'
