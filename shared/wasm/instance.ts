// A module of the project's own WebAssembly (scripts/assembly.mjs compiles it into the bundle), instantiated at
// once: the modules are a few kilobytes and import nothing, so a thread compiles one in well under a millisecond.

/** The exports of `bytes`' module, as the caller's interface describes them. Throws where WebAssembly is refused. */
export function instantiateNow<Exports>(bytes: Uint8Array): Exports {
  return new WebAssembly.Instance(new WebAssembly.Module(bytes as Uint8Array<ArrayBuffer>)).exports as unknown as Exports
}
