// Lets TypeScript accept SVG imports: esbuild's file loader (build.mjs) emits the file with a hashed
// name and the import is its absolute URL; Vitest answers the asset's URL too.
declare module "*.svg" {
  const url: string
  export default url
}
