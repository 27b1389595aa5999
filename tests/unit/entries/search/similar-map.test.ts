// The similar search's map (spec-1 §2.8, §8, §9): located results only, a mile round each, the message in
// the catalogue's words, coordinates to 5 decimals, and a first view that holds every result.

import t from 'tap'
import {
  locatedResults, NO_LOCATED_SIMILAR, SIMILAR_RADIUS_METRES, similarCircles, similarMapMessage, viewAround,
} from '../../../../entries/search/similar/similarMapRules.js'
import { coordinatesText, MIN_ZOOM } from '../../../../shared/map/mapView.js'
import { distanceMetres } from '../../../../shared/map/circle.js'
import type { SearchResultItem } from '../../../../shared/api/types/sightings.js'

const item = (id: string, location: SearchResultItem['location']) => ({ id, location }) as SearchResultItem

t.test('the message says how many results could be placed, or that none could', async (t) => {
  t.equal(similarMapMessage(0, 12), 'There were no similar search results that also had location data.')
  t.equal(NO_LOCATED_SIMILAR, similarMapMessage(0, 0))
  t.equal(similarMapMessage(3, 12), 'Showing 3 sightings out of 12 that had location data.')
  t.equal(similarMapMessage(1000, 25000), 'Showing 1,000 sightings out of 10,000+ that had location data.')
})

t.test('only results with a location are drawn, each with a one-mile circle', async (t) => {
  const items = [item('a', { lat: 51.5, lon: -0.12 }), item('b', null), item('c', { lat: 48.85, lon: 2.35 })]
  t.same(locatedResults(items).map((i) => i.id), ['a', 'c'])
  t.equal(SIMILAR_RADIUS_METRES, 1609.34)
  t.same(similarCircles(items), [
    { centre: { lat: 51.5, lon: -0.12 }, radiusMetres: 1609.34 },
    { centre: { lat: 48.85, lon: 2.35 }, radiusMetres: 1609.34 },
  ])
})

t.test('coordinates read to 5 decimals', async (t) => {
  t.equal(coordinatesText({ lat: 51.5, lon: -0.123456789 }), '51.50000, -0.12346')
})

t.test('the first view is centred on the results and close enough to tell them apart', async (t) => {
  const london = viewAround([item('a', { lat: 51.5, lon: -0.12 })])
  t.same(london.centre, { lat: 51.5, lon: -0.12 })
  t.equal(london.zoom, 10, 'a lone result is shown with its circle and its surroundings')
  const pair = viewAround([item('a', { lat: 51.5, lon: -0.12 }), item('c', { lat: 48.85, lon: 2.35 })])
  t.ok(distanceMetres(pair.centre, { lat: 50.175, lon: 1.115 }) < 1, 'the middle of the two')
  t.ok(pair.zoom < london.zoom && pair.zoom >= MIN_ZOOM)
  const world = viewAround([item('a', { lat: 60, lon: -150 }), item('b', { lat: -40, lon: 170 })])
  t.equal(world.zoom, MIN_ZOOM, 'the whole world stays at the least zoom')
  t.same(viewAround([item('b', null)]), { centre: { lat: 20, lon: 0 }, zoom: 3 })
})
