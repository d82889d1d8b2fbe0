// Apart from the other support elements: its drag to reorder is loaded only where labels are managed.
import 'paydeck:element-css/support-labels'
import '@paydeck/support/labels-define'
