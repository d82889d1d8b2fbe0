import 'paydeck:element-css/notifications'
import '@paydeck/notifications/define'
