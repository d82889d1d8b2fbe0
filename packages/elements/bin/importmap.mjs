#!/usr/bin/env node
// npx paydeck-elements-importmap <where the folder is served, e.g. https://cdn.jsdelivr.net/npm/@paydeck/elements@1.2.3/dist/>
// Prints the tags that pin this version: an import map with every chunk's sha384 (the browser checks each module it
// loads against it) and the loader's script tag with its own. Paste both into the page's <head>, import map first.
import { readFileSync } from 'node:fs'

const base = process.argv[2]
if (!base || !/^(https?:\/\/|\/)/.test(base)) {
  console.error('Usage: paydeck-elements-importmap <the URL the dist folder is served at, ending in />')
  process.exit(1)
}
const folder = base.endsWith('/') ? base : `${base}/`
const { files } = JSON.parse(readFileSync(new URL('../dist/integrity.json', import.meta.url), 'utf8'))
const integrity = Object.fromEntries(
  Object.entries(files)
    .filter(([file]) => file.endsWith('.js') && file !== 'index.js')
    .map(([file, hash]) => [`${folder}${file}`, hash]),
)
console.log(`<script type="importmap">${JSON.stringify({ integrity }, null, 2)}</script>`)
const crossorigin = folder.startsWith('/') ? '' : ' crossorigin="anonymous"'
console.log(`<script type="module" src="${folder}index.js" integrity="${files['index.js']}"${crossorigin}></script>`)
