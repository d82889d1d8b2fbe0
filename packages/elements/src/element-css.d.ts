// Made at build time by element-css.ts: the reset and tokens ('base'), or a chunk's CSS registered on import.
declare module 'paydeck:element-css/*' {
  const css: string
  export default css
}
