// The pipelines screen of @paydeck/admin, a chunk of its own: a back-office page loads only the screens it shows.
import 'paydeck:element-css/pipelines'
import { PipelinesElement } from '@paydeck/admin/element'

PipelinesElement.define()
