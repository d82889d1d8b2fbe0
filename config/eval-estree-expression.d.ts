// The part of eval-estree-expression's API config/panda-static.ts uses (the package ships no types).
declare module 'eval-estree-expression' {
  interface Options {
    strict?: boolean
    visitors?: Record<string, (this: { visit(node: unknown, context: unknown): unknown }, ...args: never[]) => unknown>
  }
  const Expression: { evaluate: { sync(node: unknown, context?: object, options?: Options): unknown } }
  export default Expression
}
