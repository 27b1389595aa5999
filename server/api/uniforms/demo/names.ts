// School names as each country's registers write them, and the school's website. A name comes from a saint and a
// church, from the school's own place name (Oakfield, Kingsbridge) or from its town, with the ending its type
// takes: "St Mary's Catholic Primary School", "Oakfield Academy", "Kingsbridge Grammar School", "Gaelscoil Mhuire".

import type { Random } from '../../seed/random.js'
import type { Country } from './regionAnchors.js'
import type { SchoolType } from './schoolTypes.js'
import type { Town } from './towns.js'

const SAINTS = [
  "St Mary's", "St John's", "St Joseph's", "St Patrick's", "St Peter's", "St Paul's", "St Michael's", "St Andrew's", "St Anne's",
  "St Bernadette's", 'St Thomas More', "St Margaret's", "St George's", "St David's", "St Columba's", "St Brigid's", 'Holy Trinity',
  'Holy Family', 'Sacred Heart', 'Our Lady of Lourdes', 'Christ the King', 'All Saints', "St Teresa's", 'St Francis of Assisi',
  "St Edmund's", "St Chad's", "St Cuthbert's", "St Aidan's", "St Ninian's", "St Kentigern's", "St Illtyd's", "St Mungo's", "St Catherine's",
]

const PLACES = [
  'Oakfield', 'Kingsbridge', 'Westfield', 'Meadowbank', 'Hillside', 'Riverside', 'Brookfield', 'Ashgrove', 'Elmwood', 'Fairfield',
  'Greenacres', 'Highfield', 'Parkside', 'Woodlands', 'Beechwood', 'Hollybush', 'Moorside', 'Northgate', 'Southfields', 'Lakeside',
  'Millbrook', 'Springfield', 'Thornhill', 'Wyvern', 'The Cedars', 'Broadoak', 'Heathfield', 'Langley', 'Redbrook', 'Stonebridge',
  'Willowbank', 'Castle View', 'Abbey Park', 'Priory', 'Queensway', 'Kingsmead', 'Rosehill', 'Bramley', 'Fernhill', 'Hawthorn',
]

/** Endings by type: [England, Wales and Northern Ireland; Scotland]. */
const ENDINGS: Record<SchoolType, [string[], string[]]> = {
  Primary: [['Primary School', 'Primary Academy', 'Community Primary School', 'Junior and Infant School'], ['Primary School']],
  Infant: [['Infant School', 'Infant and Nursery School'], ['Primary School']],
  Junior: [['Junior School', 'Junior Academy'], ['Primary School']],
  Secondary: [['High School', 'Academy', 'Community College', 'School', 'Secondary School'], ['High School', 'Academy']],
  'All-through': [['All-through School', 'Academy', 'School'], ['School']],
  Nursery: [['Nursery School', "Children's Centre and Nursery"], ['Nursery School', 'Early Learning Centre']],
  Special: [['Special School', 'School', 'Academy'], ['School']],
  Independent: [['School', 'College', 'Preparatory School', 'House School'], ['School', 'College']],
  Grammar: [['Grammar School', 'Grammar School for Girls', 'Grammar School for Boys'], ['Academy']],
  'Sixth form college': [['Sixth Form College'], ['College']],
}

const CHURCHES: Record<Country, string[]> = {
  England: ['Catholic', 'Church of England', 'C of E', 'RC', 'Catholic'],
  Wales: ['Catholic', 'Church in Wales', 'RC'],
  Scotland: ['RC', ''],
  'Northern Ireland': ['', ''],
  Ireland: [''],
}

const IRISH_NAMES = ['Mhuire', 'Naomh Pádraig', 'Bhríde', 'Íde', 'Chiaráin', 'an Chroí Ró-Naofa', 'Naomh Eoin', 'Cholmcille']
const WELSH_PLACES = ['y Graig', 'Bro Dinefwr', 'Glan Clwyd', 'y Dderwen', 'Penrhyn', 'Gwaun Gynfi', 'Pen y Bryn', 'Tan y Castell']

/** Towns whose names read oddly in a school's (the gazetteer's districts and cities of millions) give a place name instead. */
function townWord(town: Town): string | null {
  if (town.population > 400_000 || /\b(County|Borough|City of)\b/.test(town.name)) return null
  return town.name
}

export function schoolName(town: Town, type: SchoolType, random: Random): string {
  if (town.country === 'Ireland') return irishName(town, type, random)
  if (town.country === 'Wales' && random.chance(0.25)) return welshName(town, type, random)
  const [endings, scottish] = ENDINGS[type]
  const ending = random.pick(town.country === 'Scotland' ? scottish : endings)
  const church = random.pick(CHURCHES[town.country])
  const place = townWord(town)
  const roll = random.next()
  if (roll < 0.25 && (type === 'Primary' || type === 'Infant' || type === 'Junior' || type === 'Secondary' || type === 'Nursery')) {
    const saint = random.pick(SAINTS)
    return [saint, church, ending].filter(Boolean).join(' ')
  }
  if (roll < 0.6 && place) return `${place} ${ending}`
  return `${random.pick(PLACES)} ${ending}`
}

function irishName(town: Town, type: SchoolType, random: Random): string {
  const place = townWord(town) ?? random.pick(PLACES)
  if (type === 'Secondary' || type === 'Independent') {
    return random.pick([
      `${place} Community School`,
      `Coláiste ${random.pick(IRISH_NAMES)}`,
      `${random.pick(SAINTS)} Secondary School`,
      `Presentation Secondary School, ${place}`,
      `${place} Community College`,
      `Christian Brothers School, ${place}`,
    ])
  }
  if (type === 'Special') return `${random.pick(SAINTS)} Special School`
  return random.pick([`Scoil ${random.pick(IRISH_NAMES)}`, `Gaelscoil ${random.pick(IRISH_NAMES)}`, `${place} National School`, `${random.pick(SAINTS)} National School`])
}

function welshName(town: Town, type: SchoolType, random: Random): string {
  const place = townWord(town) ?? random.pick(WELSH_PLACES)
  if (type === 'Secondary' || type === 'All-through') return random.pick([`Ysgol Gyfun ${place}`, `Ysgol Uwchradd ${place}`, `Ysgol ${random.pick(WELSH_PLACES)}`])
  return random.pick([`Ysgol Gynradd ${place}`, `Ysgol Gymraeg ${place}`, `Ysgol ${random.pick(WELSH_PLACES)}`])
}

/** The school's website: a .sch.uk, .org.uk or .co.uk address in the UK, an .ie one in Ireland. */
export function websiteOf(name: string, country: Country, type: SchoolType, random: Random): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/\b(school|the|and|of)\b/g, ' ')
    .trim()
    .replace(/[^a-z0-9]+/g, random.chance(0.5) ? '-' : '')
    .replace(/^-|-$/g, '')
  const domain =
    country === 'Ireland' ? 'ie' :
    type === 'Independent' ? random.pick(['co.uk', 'org.uk', 'com']) :
    country === 'Northern Ireland' ? random.pick(['ni.sch.uk', 'org.uk']) :
    country === 'Wales' && random.chance(0.3) ? 'cymru' :
    random.pick(['sch.uk', 'org.uk', 'sch.uk', 'co.uk'])
  return `https://www.${slug}.${domain}`
}
