// The map itself, loaded only when a map first shows (ARCHITECTURE.md: heavy libraries load where used):
// the offline basemap with the names of countries and cities, clustered markers (sightings, schools) with
// popups, the location filter's circle or rectangle, a rectangle drawn with the pointer, and clicks and moves
// reported to the page. The search area's results and Choose Location dialog, and the Hub's results and
// location filter, all draw with it; until it can draw, a placeholder stands in its place.

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Map as MaplibreMap, Popup, type GeoJSONSource, type MapGeoJSONFeature, type StyleSpecification } from 'maplibre-gl'
import { readBootstrap } from '../session/bootstrap.js'
import { Cover, Failure, Frame, Summary, Surface } from './MapFrame.js'
import { setUpMaplibre } from './maplibreSetup.js'
import { localStyle, styleUrl } from './basemapStyle.js'
import { circlePolygon } from './circle.js'
import { locatedCount, markerFeatures, type MapMarker } from './markerFeatures.js'
import { MAP_HEIGHT, MAX_ZOOM, MIN_ZOOM, wrapLongitude, type MapCentre } from './mapView.js'
import { FIT_MAX_ZOOM, FIT_PADDING, markerBounds } from './fitView.js'
import { busiestWindow } from './bestView.js'
import { attachPlaceLabels } from './placeLabelLayer.js'
import { attachClusterCounts, inViewText, sameInView, type InView } from './clusterCounts.js'
import { MapPlaceholder } from './MapPlaceholder.js'
import { rectangleBounds, rectanglePolygon, type MapRectangle } from './rectangle.js'
import { attachRectangleDrawing } from './rectangleDrawing.js'
import {
  circleFillLayer, circleLineLayer, CIRCLE_SOURCE, clusterLayer, CLUSTER_LAYER, CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, pointLayer, POINT_LAYER,
  MARKERS_SOURCE,
} from './layers.js'

export interface MapCircle {
  centre: MapCentre
  radiusMetres: number
}

export interface MapCanvasProps<T extends MapMarker = MapMarker> {
  /** The map's accessible name. */
  label: string
  centre: MapCentre
  zoom: number
  /** The farthest the map zooms out; spec-1 §9's 3 unless the page says otherwise. */
  minZoom?: number
  markers?: readonly T[]
  /** What a popup shows for the items under a clicked marker. */
  popupFor?: (items: T[]) => ReactNode
  circle?: MapCircle | null
  /** More circles, one per place (the similar search's one mile round each result). */
  circles?: readonly MapCircle[]
  /** A rectangle drawn on the map (the Hub's location filter). */
  rectangle?: MapRectangle | null
  /** Open on this rectangle instead of `centre` and `zoom`, and move to it whenever it changes. */
  frame?: MapRectangle | null
  /** Drawing is on: a drag draws a rectangle, given here, instead of panning. */
  onDraw?: ((rectangle: MapRectangle) => void) | undefined
  /**
   * Open on the located markers instead of `centre` and `zoom`, and follow them as they change, until
   * the user moves the map; the fitted view is not reported to `onMove` (issue 15).
   */
  fit?: boolean
  /** The view after the user moved the map: its centre, zoom and the rectangle it shows. */
  onMove?: (centre: MapCentre, zoom: number, view: MapRectangle) => void
  /** The rectangle the map shows, each time it comes to rest, whoever moved it (the user, a fit, a frame). */
  onView?: (view: MapRectangle) => void
  /** A click on the map away from any marker. */
  onPick?: (point: MapCentre) => void
  /** False for a map that only shows (a preview inside a button): it takes no pointer or keyboard. */
  interactive?: boolean
  /** The map's height in CSS. */
  height?: string
}

/** Items listed in one popup when several share a spot. */
const POPUP_LIMIT = 10
/** Whether two popups list the same items, in the same order. */
const sameItems = (a: readonly MapMarker[], b: readonly MapMarker[]) => a.length === b.length && a.every((item, index) => item.id === b[index]!.id)
/** Moves smaller than this (degrees, zoom levels) are the map's own rounding, not a new view. */
const SAME_VIEW = 1e-6

/** Whether the map stands at this centre and zoom, give or take its own rounding. */
function standsAt(map: MaplibreMap, centre: MapCentre, zoom: number): boolean {
  const at = map.getCenter()
  return Math.abs(at.lat - centre.lat) <= SAME_VIEW && Math.abs(wrapLongitude(at.lng) - centre.lon) <= SAME_VIEW && Math.abs(map.getZoom() - zoom) <= SAME_VIEW
}
/** Marks the map's own fitting moves, which the page is not told of. */
const FITTED = { fitted: true }
const FIT_OPTIONS = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM }
/** Room (pixels) round a framed rectangle: enough to see its edges on a small map. */
const FRAME_PADDING = 12

/**
 * Shows every located marker; when they spread wider than the map shows at its farthest zoom, the window
 * of the map's size that holds the most of them (bestView.ts).
 */
function fitToMarkers(map: MaplibreMap, markers: readonly MapMarker[]): void {
  const bounds = markerBounds(markers)
  if (!bounds) return
  const farthest = map.getMinZoom()
  const camera = map.cameraForBounds(bounds, FIT_OPTIONS)
  if (camera?.zoom !== undefined && camera.zoom >= farthest) {
    map.fitBounds(bounds, { ...FIT_OPTIONS, duration: 0 }, FITTED)
    return
  }
  const canvas = map.getCanvas()
  const busiest = busiestWindow(markers, farthest, canvas.clientWidth - 2 * FIT_PADDING, canvas.clientHeight - 2 * FIT_PADDING)
  if (busiest) map.jumpTo({ center: [busiest.centre.lon, busiest.centre.lat], zoom: farthest }, FITTED)
}

/** The rectangle the map shows now, its longitudes brought back to ±180. */
function viewOf(map: MaplibreMap): MapRectangle {
  const bounds = map.getBounds()
  const [west, east] = [bounds.getWest(), bounds.getEast()]
  // A view wider than the world, or across the antimeridian, is taken as far as the world's edges.
  if (east - west >= 360 || wrapLongitude(west) > wrapLongitude(east)) return { north: bounds.getNorth(), south: bounds.getSouth(), east: Math.min(180, east), west: Math.max(-180, west) }
  return { north: bounds.getNorth(), south: bounds.getSouth(), east: wrapLongitude(east), west: wrapLongitude(west) }
}

async function fetchStyle(): Promise<StyleSpecification> {
  const reply = await fetch(styleUrl(readBootstrap().settings.tileToken), { credentials: 'same-origin' })
  if (!reply.ok) throw new Error(`The map could not be loaded (${reply.status}).`)
  return localStyle((await reply.json()) as StyleSpecification, location.origin)
}

export default function MapCanvas<T extends MapMarker>({
  label, centre, zoom, minZoom = MIN_ZOOM, markers, popupFor, circle, circles, rectangle, frame, onDraw, fit = false, onMove, onView, onPick, interactive = true,
  height = MAP_HEIGHT,
}: MapCanvasProps<T>) {
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MaplibreMap | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [popup, setPopup] = useState<{ element: HTMLElement; items: T[]; at: { lat: number; lng: number } } | null>(null)
  /** How many circles are on the map: told on the page, where a canvas cannot be read. */
  const [circlesDrawn, setCirclesDrawn] = useState(0)
  /** The rectangle a drag is drawing, shown in place of the one given until the drag ends. */
  const [drafting, setDrafting] = useState<MapRectangle | null>(null)
  /** The markers in view when the map last came to rest, said in words under it. */
  const [inView, setInView] = useState<InView | null>(null)
  const summaryId = useId()
  // The latest handlers and data, read by the map's own event listeners.
  const latest = useRef({ onMove, onView, onPick, onDraw, markers, centre, zoom })
  latest.current = { onMove, onView, onPick, onDraw, markers, centre, zoom }
  const drawing = onDraw !== undefined
  const framed = !!frame

  useEffect(() => {
    let created: MaplibreMap | null = null
    let cancelled = false
    setUpMaplibre()
    fetchStyle().then(
      (style) => {
        if (cancelled || !container.current) return
        // A fitted or framed map moves to its markers or its frame once it has loaded (below), before it is first shown.
        created = new MaplibreMap({
          container: container.current,
          style,
          center: [centre.lon, centre.lat],
          zoom,
          minZoom,
          maxZoom: MAX_ZOOM,
          interactive,
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
    map.addSource(MARKERS_SOURCE, { type: 'geojson', data: markerFeatures([]), cluster: true, clusterRadius: CLUSTER_RADIUS, clusterMaxZoom: CLUSTER_MAX_ZOOM })
    map.addSource(CIRCLE_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } })
    for (const layer of [circleFillLayer, circleLineLayer, clusterLayer, pointLayer]) map.addLayer(layer)

    const onClick = (event: { point: { x: number; y: number }; lngLat: { lat: number; lng: number } }) => {
      const hits: MapGeoJSONFeature[] = map.queryRenderedFeatures([event.point.x, event.point.y], { layers: [CLUSTER_LAYER, POINT_LAYER] })
      const cluster = hits.find((f) => f.layer.id === CLUSTER_LAYER)
      if (cluster && cluster.geometry.type === 'Point') {
        const [lon, lat] = cluster.geometry.coordinates as [number, number]
        setPopup(null)
        void (map.getSource(MARKERS_SOURCE) as GeoJSONSource)
          .getClusterExpansionZoom(Number(cluster.properties['cluster_id']))
          .then((next) => map.easeTo({ center: [lon, lat], zoom: next }))
        return
      }
      const ids = new Set(hits.filter((f) => f.layer.id === POINT_LAYER).map((f) => String(f.properties['id'])))
      if (ids.size > 0) {
        const items = (latest.current.markers ?? []).filter((item) => ids.has(item.id)).slice(0, POPUP_LIMIT)
        // The same marker clicked again keeps its popup where it stands: made anew, it would be taken away and put
        // back under a pointer that may be on its way to one of its links.
        setPopup((open) =>
          open && sameItems(open.items, items) ? open : { element: document.createElement('div'), items, at: { lat: event.lngLat.lat, lng: event.lngLat.lng } },
        )
        return
      }
      setPopup(null)
      latest.current.onPick?.({ lat: event.lngLat.lat, lon: wrapLongitude(event.lngLat.lng) })
    }
    // The map passes the data a move was made with along with its events: a fitting move carries FITTED.
    const onMoveEnd = (event: object) => {
      latest.current.onView?.(viewOf(map))
      if ('fitted' in event) return
      // A rest where the page's view already is (the map resized, a click) is no move: told as one, it would make
      // the page write its address again, over a link the user has just followed from a popup.
      if (standsAt(map, latest.current.centre, latest.current.zoom)) return
      const at = map.getCenter()
      latest.current.onMove?.({ lat: at.lat, lon: wrapLongitude(at.lng) }, map.getZoom(), viewOf(map))
    }
    const pointer = (cursor: string) => () => {
      // A map that draws keeps its crosshair over the markers too.
      if (latest.current.onDraw === undefined) map.getCanvas().style.cursor = cursor
    }
    map.on('click', onClick)
    map.on('moveend', onMoveEnd)
    latest.current.onView?.(viewOf(map))
    // Taken away with the map's own elements when the map is removed. The counts first: each overlay goes
    // just over the canvas, so the names laid after them lie under them.
    // Told at every rest; the page redraws only when what is in view changed, not under a click on a popup.
    if (latest.current.markers) attachClusterCounts(map, (next) => setInView((old) => (old && sameInView(old, next) ? old : next)))
    attachPlaceLabels(map)
    for (const layer of [CLUSTER_LAYER, POINT_LAYER]) {
      map.on('mouseenter', layer, pointer('pointer'))
      map.on('mouseleave', layer, pointer(''))
    }
  }, [map])

  // The popup goes on the map once its content is drawn into it, so that the map places it (above or below its
  // marker) by its real size: placed while empty, it would turn over when the map next came to rest, moving the
  // link a user was about to click.
  useLayoutEffect(() => {
    if (!map || !popup) return
    // The click handler above decides when a click on the map closes the popup (closeOnClick would close it on a
    // second click of its own marker, too).
    const shown = new Popup({ maxWidth: '260px', closeOnClick: false }).setLngLat(popup.at).setDOMContent(popup.element).addTo(map)
    shown.on('close', () => setPopup((p) => (p?.element === popup.element ? null : p)))
    return () => {
      shown.remove()
    }
  }, [map, popup])

  useEffect(() => {
    if (!map) return
    ;(map.getSource(MARKERS_SOURCE) as GeoJSONSource | undefined)?.setData(markerFeatures(markers ?? []))
  }, [map, markers])

  const shownRectangle = drafting ?? rectangle ?? null
  useEffect(() => {
    if (!map) return
    const drawn = [...(circle ? [circle] : []), ...(circles ?? [])].map((c) => circlePolygon(c.centre, c.radiusMetres))
    const shapes = shownRectangle ? [...drawn, rectanglePolygon(shownRectangle)] : drawn
    ;(map.getSource(CIRCLE_SOURCE) as GeoJSONSource | undefined)?.setData({ type: 'FeatureCollection', features: shapes })
    setCirclesDrawn(drawn.length)
  }, [map, circle?.centre.lat, circle?.centre.lon, circle?.radiusMetres, circles, shownRectangle?.north, shownRectangle?.south, shownRectangle?.east, shownRectangle?.west])

  useEffect(() => {
    if (!map || !drawing) return
    return attachRectangleDrawing(map, { onDrafting: setDrafting, onDrawn: (drawn) => latest.current.onDraw?.(drawn) })
  }, [map, drawing])

  useEffect(() => {
    if (map && fit) fitToMarkers(map, markers ?? [])
  }, [map, markers, fit])

  useEffect(() => {
    if (map && frame) map.fitBounds(rectangleBounds(frame), { padding: FRAME_PADDING, maxZoom: MAX_ZOOM, duration: 0 }, FITTED)
  }, [map, frame?.north, frame?.south, frame?.east, frame?.west])

  useEffect(() => {
    if (!map || fit || framed) return
    if (!standsAt(map, centre, zoom)) map.jumpTo({ center: [centre.lon, centre.lat], zoom })
  }, [map, fit, framed, centre.lat, centre.lon, zoom])

  return (
    <Frame style={{ height }}>
      <Surface
        ref={container}
        role="region"
        aria-label={label}
        aria-describedby={markers ? summaryId : undefined}
        data-map-ready={map ? 'true' : 'false'}
        data-circles={circlesDrawn}
        data-rectangle={rectangle ? 'true' : 'false'}
        data-drawing={drawing ? 'true' : 'false'}
      />
      {markers && (
        <Summary id={summaryId} role="status">
          {inView ? inViewText(inView, locatedCount(markers)) : ''}
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
