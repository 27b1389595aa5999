// The map itself, loaded only when a map first shows (ARCHITECTURE.md: heavy libraries load where used):
// the offline basemap with the names of countries and cities, clustered sighting markers with popups, the
// location circle, and clicks and moves reported to the page. The results view and the Choose Location
// dialog both draw with it; until it can draw, a placeholder stands in its place.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { styled } from 'styled-components'
import { Map as MaplibreMap, Popup, type GeoJSONSource, type MapGeoJSONFeature, type StyleSpecification } from 'maplibre-gl'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { readBootstrap } from '../../../shared/session/bootstrap.js'
import { theme } from '../../../shared/ui/theme.js'
import { setUpMaplibre } from './maplibreSetup.js'
import { localStyle, styleUrl } from './basemapStyle.js'
import { circlePolygon } from './circle.js'
import { sightingFeatures } from './sightingFeatures.js'
import { MAP_HEIGHT, MAX_ZOOM, MIN_ZOOM, wrapLongitude, type MapCentre } from './mapView.js'
import { FIT_MAX_ZOOM, FIT_PADDING, sightingBounds } from './fitView.js'
import { busiestWindow } from './bestView.js'
import { attachPlaceLabels, PLACE_LABELS_CLASS } from './placeLabelLayer.js'
import { attachClusterCounts, CLUSTER_COUNTS_CLASS, inViewText, sameInView, type InView } from './clusterCounts.js'
import { locatedCount } from './sightingFeatures.js'
import { CITY_OFFSET } from './placeLabels.js'
import { MapPlaceholder } from './MapPlaceholder.js'
import {
  circleFillLayer, circleLineLayer, CIRCLE_SOURCE, clusterLayer, CLUSTER_LAYER, CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, pointLayer, POINT_LAYER,
  SIGHTINGS_SOURCE,
} from './layers.js'

export interface MapCircle {
  centre: MapCentre
  radiusMetres: number
}

export interface MapCanvasProps {
  /** The map's accessible name. */
  label: string
  centre: MapCentre
  zoom: number
  sightings?: readonly SearchResultItem[]
  /** What a popup shows for the sightings under a clicked marker. */
  popupFor?: (items: SearchResultItem[]) => ReactNode
  circle?: MapCircle | null
  /** More circles, one per place (the similar search's one mile round each result). */
  circles?: readonly MapCircle[]
  /**
   * Open on the located sightings instead of `centre` and `zoom`, and follow them as they change, until
   * the user moves the map; the fitted view is not reported to `onMove` (issue 15).
   */
  fit?: boolean
  onMove?: (centre: MapCentre, zoom: number) => void
  /** A click on the map away from any marker. */
  onPick?: (point: MapCentre) => void
  /** The map's height in CSS. */
  height?: string
}

/** Sightings listed in one popup when several share a spot. */
const POPUP_LIMIT = 10
/** Moves smaller than this (degrees, zoom levels) are the map's own rounding, not a new view. */
const SAME_VIEW = 1e-6
/** Marks the map's own fitting moves, which the page is not told of. */
const FITTED = { fitted: true }
const FIT_OPTIONS = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM }

/**
 * Shows every located result; when they spread wider than the map shows at its farthest zoom, the window
 * of the map's size that holds the most of them (bestView.ts).
 */
function fitToSightings(map: MaplibreMap, sightings: readonly SearchResultItem[]): void {
  const bounds = sightingBounds(sightings)
  if (!bounds) return
  const camera = map.cameraForBounds(bounds, FIT_OPTIONS)
  if (camera?.zoom !== undefined && camera.zoom >= MIN_ZOOM) {
    map.fitBounds(bounds, { ...FIT_OPTIONS, duration: 0 }, FITTED)
    return
  }
  const canvas = map.getCanvas()
  const busiest = busiestWindow(sightings, MIN_ZOOM, canvas.clientWidth - 2 * FIT_PADDING, canvas.clientHeight - 2 * FIT_PADDING)
  if (busiest) map.jumpTo({ center: [busiest.centre.lon, busiest.centre.lat], zoom: MIN_ZOOM }, FITTED)
}

async function fetchStyle(): Promise<StyleSpecification> {
  const reply = await fetch(styleUrl(readBootstrap().settings.tileToken), { credentials: 'same-origin' })
  if (!reply.ok) throw new Error(`The map could not be loaded (${reply.status}).`)
  return localStyle((await reply.json()) as StyleSpecification, location.origin)
}

export default function MapCanvas({ label, centre, zoom, sightings, popupFor, circle, circles, fit = false, onMove, onPick, height = MAP_HEIGHT }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MaplibreMap | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [popup, setPopup] = useState<{ element: HTMLElement; items: SearchResultItem[] } | null>(null)
  /** How many circles are on the map: told on the page, where a canvas cannot be read. */
  const [circlesDrawn, setCirclesDrawn] = useState(0)
  /** The markers in view when the map last came to rest, said in words under it. */
  const [inView, setInView] = useState<InView | null>(null)
  const summaryId = useId()
  // The latest handlers and data, read by the map's own event listeners.
  const latest = useRef({ onMove, onPick, sightings })
  latest.current = { onMove, onPick, sightings }

  useEffect(() => {
    let created: MaplibreMap | null = null
    let cancelled = false
    setUpMaplibre()
    fetchStyle().then(
      (style) => {
        if (cancelled || !container.current) return
        // A fitted map is fitted to its results once it has loaded (below), before it is first shown.
        created = new MaplibreMap({
          container: container.current,
          style,
          center: [centre.lon, centre.lat],
          zoom,
          minZoom: MIN_ZOOM,
          maxZoom: MAX_ZOOM,
          attributionControl: { compact: true },
        })
        created.on('load', () => !cancelled && setMap(created))
      },
      (error: Error) => !cancelled && setFailure(error.message),
    )
    return () => {
      cancelled = true
      created?.remove()
    }
    // The map is made once; later centre and zoom changes move it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!map) return
    map.addSource(SIGHTINGS_SOURCE, { type: 'geojson', data: sightingFeatures([]), cluster: true, clusterRadius: CLUSTER_RADIUS, clusterMaxZoom: CLUSTER_MAX_ZOOM })
    map.addSource(CIRCLE_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } })
    for (const layer of [circleFillLayer, circleLineLayer, clusterLayer, pointLayer]) map.addLayer(layer)

    const onClick = (event: { point: { x: number; y: number }; lngLat: { lat: number; lng: number } }) => {
      const hits: MapGeoJSONFeature[] = map.queryRenderedFeatures([event.point.x, event.point.y], { layers: [CLUSTER_LAYER, POINT_LAYER] })
      const cluster = hits.find((f) => f.layer.id === CLUSTER_LAYER)
      if (cluster && cluster.geometry.type === 'Point') {
        const [lon, lat] = cluster.geometry.coordinates as [number, number]
        void (map.getSource(SIGHTINGS_SOURCE) as GeoJSONSource)
          .getClusterExpansionZoom(Number(cluster.properties['cluster_id']))
          .then((next) => map.easeTo({ center: [lon, lat], zoom: next }))
        return
      }
      const ids = new Set(hits.filter((f) => f.layer.id === POINT_LAYER).map((f) => String(f.properties['id'])))
      if (ids.size > 0) {
        const items = (latest.current.sightings ?? []).filter((item) => ids.has(item.id)).slice(0, POPUP_LIMIT)
        const element = document.createElement('div')
        new Popup({ maxWidth: '260px' }).setLngLat(event.lngLat).setDOMContent(element).addTo(map).on('close', () => setPopup((p) => (p?.element === element ? null : p)))
        setPopup({ element, items })
        return
      }
      latest.current.onPick?.({ lat: event.lngLat.lat, lon: wrapLongitude(event.lngLat.lng) })
    }
    // The map passes the data a move was made with along with its events: a fitting move carries FITTED.
    const onMoveEnd = (event: object) => {
      if ('fitted' in event) return
      const at = map.getCenter()
      latest.current.onMove?.({ lat: at.lat, lon: wrapLongitude(at.lng) }, map.getZoom())
    }
    const pointer = (cursor: string) => () => {
      map.getCanvas().style.cursor = cursor
    }
    map.on('click', onClick)
    map.on('moveend', onMoveEnd)
    // Taken away with the map's own elements when the map is removed. The counts first: each overlay goes
    // just over the canvas, so the names laid after them lie under them.
    // Told at every rest; the page redraws only when what is in view changed, not under a click on a popup.
    if (latest.current.sightings) attachClusterCounts(map, (next) => setInView((old) => (old && sameInView(old, next) ? old : next)))
    attachPlaceLabels(map)
    for (const layer of [CLUSTER_LAYER, POINT_LAYER]) {
      map.on('mouseenter', layer, pointer('pointer'))
      map.on('mouseleave', layer, pointer(''))
    }
  }, [map])

  useEffect(() => {
    if (!map) return
    ;(map.getSource(SIGHTINGS_SOURCE) as GeoJSONSource | undefined)?.setData(sightingFeatures(sightings ?? []))
  }, [map, sightings])

  useEffect(() => {
    if (!map) return
    const drawn = [...(circle ? [circle] : []), ...(circles ?? [])].map((c) => circlePolygon(c.centre, c.radiusMetres))
    ;(map.getSource(CIRCLE_SOURCE) as GeoJSONSource | undefined)?.setData({ type: 'FeatureCollection', features: drawn })
    setCirclesDrawn(drawn.length)
  }, [map, circle?.centre.lat, circle?.centre.lon, circle?.radiusMetres, circles])

  useEffect(() => {
    if (map && fit) fitToSightings(map, sightings ?? [])
  }, [map, sightings, fit])

  useEffect(() => {
    if (!map || fit) return
    const at = map.getCenter()
    const moved = Math.abs(at.lat - centre.lat) > SAME_VIEW || Math.abs(wrapLongitude(at.lng) - centre.lon) > SAME_VIEW
    if (moved || Math.abs(map.getZoom() - zoom) > SAME_VIEW) map.jumpTo({ center: [centre.lon, centre.lat], zoom })
  }, [map, fit, centre.lat, centre.lon, zoom])

  return (
    <Frame style={{ height }}>
      <Surface
        ref={container}
        role="region"
        aria-label={label}
        aria-describedby={sightings ? summaryId : undefined}
        data-map-ready={map ? 'true' : 'false'}
        data-circles={circlesDrawn}
      />
      {sightings && (
        <Summary id={summaryId} role="status">
          {inView ? inViewText(inView, locatedCount(sightings)) : ''}
        </Summary>
      )}
      {!map && !failure && (
        <Cover>
          <MapPlaceholder />
        </Cover>
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
      {popup && popupFor && createPortal(popupFor(popup.items), popup.element)}
    </Frame>
  )
}

const Summary = styled.p`
  ${theme.visuallyHidden}
`

const Frame = styled.div`
  position: relative;
  width: 100%;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  .${PLACE_LABELS_CLASS} { position: absolute; inset: 0; overflow: hidden; pointer-events: none; }
  .${PLACE_LABELS_CLASS} span {
    position: absolute;
    left: 0;
    top: 0;
    white-space: nowrap;
    font: 600 12px/16px ${theme.font.body};
    color: #222222;
    text-shadow: 0 0 2px #ffffff, 0 0 2px #ffffff, 0 0 3px #ffffff;
  }
  .${PLACE_LABELS_CLASS} .city { translate: ${CITY_OFFSET}px -50%; }
  .${CLUSTER_COUNTS_CLASS} { position: absolute; inset: 0; overflow: hidden; pointer-events: none; }
  .${CLUSTER_COUNTS_CLASS} span {
    position: absolute;
    left: 0;
    top: 0;
    translate: -50% -50%;
    font: 700 12px/1 ${theme.font.body};
    color: ${theme.colour.brandInk};
  }
  .${PLACE_LABELS_CLASS} .country {
    translate: -50% -50%;
    font-size: 11px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: #4d4356;
  }
`

const Cover = styled.div`
  position: absolute;
  inset: 0;
`

// Sized, not positioned: maplibre's own stylesheet makes its container position: relative.
const Surface = styled.div`
  width: 100%;
  height: 100%;
`

const Failure = styled.p`
  position: absolute;
  inset: auto ${theme.space(2)} ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(1)};
  color: ${theme.colour.danger};
  background: ${theme.colour.dangerSoft};
  border-radius: ${theme.radius};
`
