import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

// Pinned, verifiable files (issue 36): every file of the built folder with its sha384 (dist/integrity.json), so a
// page can pin the loader with its script tag's integrity and every chunk with an import map's. The chunks' hashes
// are also a file of their own (chunks.integrity.json) whose hash the loader carries, so it can fetch that list
// verified and audit the page's import map against it (src/integrity.ts) without carrying every hash itself.

/** Where the loader's copy of the chunk list's hash goes: a string the build replaces. */
export const INTEGRITY_PLACEHOLDER = '__PAYDECK_CHUNKS_INTEGRITY__'
export const CHUNKS_MANIFEST = 'chunks.integrity.json'
const placeholder = new RegExp(`(["'\`])${INTEGRITY_PLACEHOLDER}\\1`)

export const sha384 = (content: string | Uint8Array) =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`

export function elementIntegrity(entry = 'index.js'): Plugin {
  return {
    name: 'paydeck-element-integrity',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {}
      for (const [fileName, output] of Object.entries(bundle))
        if (fileName !== entry && /\.(js|css)$/.test(fileName))
          chunks[fileName] = sha384(output.type === 'chunk' ? output.code : output.source)
      const chunkList = `${JSON.stringify(chunks, null, 2)}\n`
      const loader = bundle[entry]
      if (loader?.type !== 'chunk' || !placeholder.test(loader.code))
        throw new Error(`${entry} has no ${INTEGRITY_PLACEHOLDER} for the chunk list's hash`)
      loader.code = loader.code.replace(placeholder, JSON.stringify(sha384(chunkList)))
      this.emitFile({ type: 'asset', fileName: CHUNKS_MANIFEST, source: chunkList })
      const files = { ...chunks, [CHUNKS_MANIFEST]: sha384(chunkList), [entry]: sha384(loader.code) }
      this.emitFile({
        type: 'asset',
        fileName: 'integrity.json',
        source: `${JSON.stringify({ algorithm: 'sha384', files }, null, 2)}\n`,
      })
    },
  }
}
