// One chunk defines the dashboard and its single widget: the widget is the dashboard's piece.
import 'paydeck:element-css/dashboard'
import '@paydeck/dashboard/define'
