// Where the Hub's maps open (spec-3 §9 "Map default centre"): on the British Isles at zoom 3, or on Australia at
// zoom 2 for a browser set to Australian English.

import type { MapCentre } from '../../../shared/map/mapView.js'
import { UNIFORM_PLACE_BIAS } from '../../../shared/api/types/constants/uniforms.js'

export interface HubMapView {
  centre: MapCentre
  zoom: number
}

const BRITISH_ISLES: HubMapView = { centre: { lat: UNIFORM_PLACE_BIAS.latitude, lon: UNIFORM_PLACE_BIAS.longitude }, zoom: 3 }
const AUSTRALIA: HubMapView = { centre: { lat: -25.3, lon: 133.8 }, zoom: 2 }

/** The view for a browser's language (navigator.language). */
export function hubMapView(language: string): HubMapView {
  return language.toLowerCase() === 'en-au' ? AUSTRALIA : BRITISH_ISLES
}

export const browserHubMapView = (): HubMapView => hubMapView(typeof navigator === 'undefined' ? '' : navigator.language)

/** A place chosen by the place search is shown with the country round it, ready for a rectangle round a town or a county. */
export const PLACE_VIEW_ZOOM = 9
