// One chunk defines the dashboard and its single widget: the widget is the dashboard's piece.
import '@paydeck/dashboard/define'
