// Reads the bootstrap JSON the edge put in the page (settings, session summary, how the page was answered).

import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../api/types/bootstrap.js'

const FALLBACK: Bootstrap = {
  settings: { buildName: 'unknown', highside: false, restricted: false, version: '', tileToken: '', thumbShards: 1, supportEmail: '', ctdUrl: '', redirectOrigins: [] },
  session: null,
  outcome: 'page',
  section: '',
}

let cached: Bootstrap | null = null

export function readBootstrap(): Bootstrap {
  if (cached) return cached
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent
  try {
    cached = text ? (JSON.parse(text) as Bootstrap) : FALLBACK
  } catch {
    cached = FALLBACK
  }
  return cached
}
