import manifest from '@paydeck/elements/custom-elements.json'

/** An attribute the docs let the reader edit, as custom-elements.json describes it. */
export interface Attribute {
  name: string
  type: 'string' | 'number' | 'boolean'
  description?: string
}

export interface ElementDoc {
  tag: string
  description: string
  attributes: Attribute[]
  events: string[]
}

interface Declaration {
  tagName?: string
  description?: string
  attributes?: { name: string; type?: { text: string }; description?: string }[]
  events?: { name: string }[]
}

const editable = (type: string | undefined): type is Attribute['type'] =>
  type === 'string' || type === 'number' || type === 'boolean'

/** Every element of @paydeck/elements by tag, from its generated manifest: one source for the docs and the READMEs. */
export const elementDocs: ReadonlyMap<string, ElementDoc> = new Map(
  manifest.modules
    .flatMap((module) => module.declarations as Declaration[])
    .filter((declaration) => declaration.tagName)
    .map((declaration) => [
      declaration.tagName!,
      {
        tag: declaration.tagName!,
        description: declaration.description ?? '',
        attributes: (declaration.attributes ?? []).flatMap(({ name, type, description }) =>
          editable(type?.text) ? [{ name, type: type.text, description }] : [],
        ),
        events: (declaration.events ?? []).map((event) => event.name),
      },
    ]),
)
