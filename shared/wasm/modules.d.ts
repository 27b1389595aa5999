// `…/assembly/name.wasm`: the WebAssembly of ./assembly/name.ts, compiled by the build and by the unit tests' hooks
// (scripts/assembly.mjs).

declare module '*.wasm' {
  const bytes: Uint8Array
  export default bytes
}
