// The page title (spec-1 §2.1): "Sightline – {section}", following client routing on the area's own pages.

import t from 'tap'
import { pageTitle, sectionFor } from '../../../../shared/shell/title.js'

t.test('the title is the product name and the section', async (t) => {
  t.equal(pageTitle('Search'), 'Sightline – Search')
  t.equal(pageTitle('Usage - All Licences'), 'Sightline – Usage - All Licences')
  t.equal(pageTitle(''), 'Sightline', 'no dangling dash without a section')
})

t.test('client routing takes the section of the route reached', async (t) => {
  t.equal(sectionFor('/searches', 'page', 'Search'), 'Saved Searches')
  t.equal(sectionFor('/sighting/img-1', 'page', 'Search'), 'Sighting')
  t.equal(sectionFor('/licences/l1/audit', 'page', 'Licences'), 'Audit')
})

t.test('a guard outcome keeps the section the edge named', async (t) => {
  t.equal(sectionFor('/camid', 'denied', 'Access denied'), 'Access denied')
  t.equal(sectionFor('/no/such', 'notFound', 'Not found'), 'Not found')
  t.equal(sectionFor('/camid', 'deactivated', 'Not found'), 'Not found')
})

t.test('a path without a page of its own keeps the section given', async (t) => {
  t.equal(sectionFor('/uniforms', 'page', 'Uniform Search'), 'Uniform Search', '/uniforms is a redirect')
  t.equal(sectionFor('/nowhere', 'page', 'Search'), 'Search')
})
