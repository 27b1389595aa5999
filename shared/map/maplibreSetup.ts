// Readies maplibre-gl for this page, once: its stylesheet and its worker come inside this lazy chunk as
// text, so the first load of an area with a map pays for neither, and nothing is fetched from another origin.
// The stylesheet goes in with the page's CSP nonce; the worker runs from a blob: URL (worker-src blob:).

import { setWorkerUrl } from 'maplibre-gl'
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css' with { type: 'text' }
import workerSource from 'maplibre-gl/dist/maplibre-gl-worker.mjs' with { type: 'text' }

const STYLE_ELEMENT_ID = 'maplibre-gl-css'
let ready = false

function addStylesheet(): void {
  if (document.getElementById(STYLE_ELEMENT_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ELEMENT_ID
  // The edge puts this response's style nonce on a meta element; the nonce property survives nonce hiding.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce
  if (nonce) style.nonce = nonce
  style.textContent = maplibreCss
  document.head.append(style)
}

export function setUpMaplibre(): void {
  if (ready) return
  ready = true
  addStylesheet()
  setWorkerUrl(URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' })))
}
