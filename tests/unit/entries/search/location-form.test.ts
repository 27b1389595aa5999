// The Choose Location dialog's rules (spec-1 §5, §9): Filter waits for a valid latitude, longitude, whole
// distance and unit; the value has 5 decimals; a map click moves the centre; a place gives 100 m.

import t from 'tap'
import {
  EMPTY_LOCATION_FORM, formCentre, formFromFilters, formRadiusMetres, locationFilter, locationProblem, locationValue, OFFERED_UNITS, withCentre,
  withLocation, withPlace, type LocationForm,
} from '../../../../entries/search/location/locationForm.js'
import { placeLabel } from '../../../../shared/map/placeLabel.js'
import { parseLocation } from '../../../../shared/search/location.js'

const london: LocationForm = { lat: '51.507351', lon: '-0.127758', distance: '10', unit: 'Kilometers' }

t.test('the units offered are Yards, Feet, Kilometers, Miles and Meters', async (t) => {
  t.same(OFFERED_UNITS, ['Yards', 'Feet', 'Kilometers', 'Miles', 'Meters'])
})

t.test('Filter is disabled until every part is valid', async (t) => {
  t.ok(locationProblem(EMPTY_LOCATION_FORM))
  t.equal(locationFilter(EMPTY_LOCATION_FORM), null)
  const cases: [string, Partial<LocationForm>][] = [
    ['latitude above 90', { lat: '90.1' }],
    ['latitude below -90', { lat: '-91' }],
    ['latitude not a number', { lat: 'north' }],
    ['longitude above 180', { lon: '180.5' }],
    ['longitude below -180', { lon: '-181' }],
    ['distance zero', { distance: '0' }],
    ['distance negative', { distance: '-3' }],
    ['distance not whole', { distance: '2.5' }],
    ['distance missing', { distance: '' }],
    ['no unit chosen', { unit: '' }],
  ]
  for (const [why, change] of cases) {
    const form = { ...london, ...change }
    t.ok(locationProblem(form), `${why}: a problem is shown`)
    t.equal(locationFilter(form), null, `${why}: no filter`)
  }
  t.equal(locationProblem({ ...london, lat: '90', lon: '-180' }), null, 'the limits themselves are allowed')
  t.equal(locationProblem(london), null)
})

t.test('the value is lat:lon:distance:unit with 5 decimals, an "is" filter named location', async (t) => {
  t.equal(locationValue(london), '51.50735:-0.12776:10:KILOMETERS')
  t.same(locationFilter(london), { name: 'location', operator: 'is', value: '51.50735:-0.12776:10:KILOMETERS' })
  t.equal(locationValue({ lat: '0', lon: '7', distance: '007', unit: 'Yards' }), '0.00000:7.00000:7:YARDS')
  const parsed = parseLocation(locationValue(london)!)
  t.ok(parsed.ok, 'the service reads it back')
})

t.test('the circle radius is the distance in metres by the spec factors', async (t) => {
  const radius = (distance: string, unit: LocationForm['unit']) => formRadiusMetres({ ...london, distance, unit })
  t.equal(radius('10', 'Kilometers'), 10_000)
  t.equal(radius('1', 'Miles'), 1609.34)
  t.equal(radius('100', 'Yards'), 91.44)
  t.equal(radius('10', 'Feet'), 3.048)
  t.equal(radius('250', 'Meters'), 250)
  t.equal(radius('10', ''), null)
  t.equal(formRadiusMetres({ ...london, lat: '95' }), null)
})

t.test('the map shows the typed centre only when it is in range', async (t) => {
  t.same(formCentre(london), { lat: 51.507351, lon: -0.127758 })
  t.equal(formCentre({ ...london, lat: '' }), null)
  t.equal(formCentre({ ...london, lon: '200' }), null)
})

t.test('a map click moves the centre (5 decimals, longitude wrapped) and keeps distance and unit', async (t) => {
  t.same(withCentre(london, { lat: 48.8566123, lon: 2.3522219 }), { lat: '48.85661', lon: '2.35222', distance: '10', unit: 'Kilometers' })
  t.equal(withCentre(london, { lat: 10, lon: 370.5 }).lon, '10.50000')
})

t.test('a chosen place becomes the centre with a 100 metre radius', async (t) => {
  t.same(withPlace(EMPTY_LOCATION_FORM, { lat: 52.37403, lon: 4.88969 }), { lat: '52.37403', lon: '4.88969', distance: '100', unit: 'Meters' })
})

t.test('the dialog opens on the location in force and a new one replaces it', async (t) => {
  const filters = [
    { name: 'make', operator: 'is' as const, value: 'Canon' },
    { name: 'location', operator: 'is' as const, value: '51.5:-0.1:3:Miles' },
  ]
  t.same(formFromFilters(filters), { lat: '51.5', lon: '-0.1', distance: '3', unit: 'Miles' })
  t.same(formFromFilters([{ name: 'location', operator: 'is', value: '1:2:1:MILES' }]).unit, 'Miles', 'a map point unit reads in any case')
  t.same(formFromFilters([{ name: 'location', operator: 'is', value: '1:2:1:NauticalMiles' }]).unit, '', 'a unit the dialog does not offer is chosen again')
  t.same(formFromFilters([{ name: 'location', operator: 'is', value: 'garbage' }]), EMPTY_LOCATION_FORM)
  t.same(formFromFilters([]), EMPTY_LOCATION_FORM)
  const next = { name: 'location', operator: 'is' as const, value: '0.00000:0.00000:1:Meters' }
  t.same(withLocation(filters, next), [filters[0], next])
})

t.test('a place reads with its country and population', async (t) => {
  t.equal(placeLabel({ name: 'Paris', country: 'France', population: 2138551 }), 'Paris, France (population 2,138,551)')
  t.equal(placeLabel({ name: 'Nowhere', country: '', population: 0 }), 'Nowhere')
})
