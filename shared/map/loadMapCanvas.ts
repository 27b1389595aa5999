// The map module (and maplibre-gl with it) as one fetch, whoever asks first: the map when it shows, or the
// page as the pointer nears a button that opens the map (issue 15), so that the map is often ready at once.

type MapModule = typeof import('./MapCanvas.js')

let loading: Promise<MapModule> | null = null

export function loadMapCanvas(): Promise<MapModule> {
  loading ??= import('./MapCanvas.js').catch((error: unknown) => {
    // A failed fetch (a dropped connection) is tried again the next time the map is wanted.
    loading = null
    throw error
  })
  return loading
}
