import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { Pipelines } from './pipelines-page'
import { pipelineKeys } from './pipeline-queries'

/** `<paydeck-pipelines>`: the tenant's pipelines and their stages. */
export const PipelinesElement = defineElement(Pipelines, {
  tag: elementTags.pipelines,
  host: paydeckElement,
  data: [pipelineKeys.all],
})
