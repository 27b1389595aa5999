// Files the lazy map chunk takes in as text (import attributes with type: 'text', read by esbuild).

declare module 'maplibre-gl/dist/maplibre-gl.css' {
  const text: string
  export default text
}

declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs' {
  const text: string
  export default text
}
