// The region tree of the British Isles as the register files schools (country, region, area), and places that
// anchor each area: a school's area is the one whose anchor is nearest its town, within its country. England's
// regions are the nine of the Office for National Statistics; Scotland's the Scottish Parliament's electoral
// regions; Wales' its four economic regions; Northern Ireland's the Education Authority's five; Ireland's its four
// provinces (GeoNames' own division there). Areas are counties, council areas or London's sub-regions.

export type Country = 'England' | 'Scotland' | 'Wales' | 'Northern Ireland' | 'Ireland'

export interface AreaAnchor {
  country: Country
  region: string
  area: string
  latitude: number
  longitude: number
}

/** [region, area, latitude, longitude, …more anchor positions of the same area]. */
type AreaRow = [string, string, ...number[]]

const ENGLAND: AreaRow[] = [
  ['North East', 'Northumberland', 55.17, -1.69, 55.6, -2.0, 54.97, -2.1],
  ['North East', 'Tyne and Wear', 54.97, -1.61, 54.9, -1.38, 55.0, -1.45],
  ['North East', 'County Durham', 54.78, -1.57, 54.62, -1.65, 54.86, -1.84],
  ['North East', 'Tees Valley', 54.57, -1.23, 54.52, -1.55, 54.69, -1.21],
  ['North West', 'Cumbria', 54.89, -2.93, 54.33, -2.75, 54.12, -3.23, 54.6, -3.1],
  ['North West', 'Lancashire', 53.76, -2.7, 53.75, -2.48, 53.82, -3.05, 54.05, -2.8, 53.79, -2.25, 53.7, -2.29],
  ['North West', 'Merseyside', 53.41, -2.98, 53.45, -2.74, 53.39, -3.02, 53.65, -3.0],
  ['North West', 'Greater Manchester', 53.48, -2.24, 53.58, -2.43, 53.55, -2.63, 53.54, -2.12, 53.41, -2.15, 53.62, -2.16],
  ['North West', 'Cheshire', 53.19, -2.89, 53.1, -2.44, 53.26, -2.12, 53.39, -2.59, 53.28, -2.9],
  ['Yorkshire and the Humber', 'North Yorkshire', 53.96, -1.08, 53.99, -1.54, 54.28, -0.4, 54.35, -1.45],
  ['Yorkshire and the Humber', 'West Yorkshire', 53.8, -1.55, 53.79, -1.75, 53.65, -1.78, 53.68, -1.5, 53.72, -1.86],
  ['Yorkshire and the Humber', 'South Yorkshire', 53.38, -1.47, 53.52, -1.13, 53.43, -1.36, 53.55, -1.48],
  ['Yorkshire and the Humber', 'East Riding of Yorkshire', 53.74, -0.33, 53.84, -0.43, 54.08, -0.19],
  ['Yorkshire and the Humber', 'North and North East Lincolnshire', 53.57, -0.08, 53.59, -0.65],
  ['East Midlands', 'Derbyshire', 52.92, -1.48, 53.24, -1.42, 53.13, -1.2, 53.35, -1.9],
  ['East Midlands', 'Nottinghamshire', 52.95, -1.15, 53.14, -1.2, 53.08, -0.81, 53.32, -0.94],
  ['East Midlands', 'Lincolnshire', 53.23, -0.54, 52.98, -0.03, 52.91, -0.64, 53.15, 0.33],
  ['East Midlands', 'Leicestershire', 52.64, -1.13, 52.77, -1.2, 52.54, -1.37, 52.67, -0.73],
  ['East Midlands', 'Northamptonshire', 52.24, -0.9, 52.4, -0.73, 52.49, -0.68, 52.13, -1.16],
  ['West Midlands', 'West Midlands', 52.48, -1.9, 52.41, -1.51, 52.59, -2.13, 52.51, -2.08, 52.59, -1.98, 52.41, -1.78],
  ['West Midlands', 'Staffordshire', 53.0, -2.18, 52.81, -2.12, 52.8, -1.64, 52.69, -2.03, 52.63, -1.69],
  ['West Midlands', 'Shropshire', 52.71, -2.75, 52.68, -2.45, 52.46, -2.84, 52.86, -2.72],
  ['West Midlands', 'Warwickshire', 52.28, -1.58, 52.52, -1.47, 52.37, -1.26, 52.19, -1.71],
  ['West Midlands', 'Worcestershire', 52.19, -2.22, 52.31, -1.94, 52.39, -2.25, 52.11, -2.33],
  ['West Midlands', 'Herefordshire', 52.06, -2.72, 52.23, -2.74],
  ['East of England', 'Norfolk', 52.63, 1.3, 52.61, 1.73, 52.75, 0.4, 52.92, 1.3],
  ['East of England', 'Suffolk', 52.06, 1.15, 52.25, 0.71, 52.48, 1.75, 52.19, 1.0],
  ['East of England', 'Cambridgeshire', 52.2, 0.12, 52.57, -0.24, 52.33, -0.18, 52.4, 0.26],
  ['East of England', 'Bedfordshire', 52.14, -0.47, 51.88, -0.42, 51.92, -0.66],
  ['East of England', 'Hertfordshire', 51.75, -0.34, 51.66, -0.4, 51.9, -0.2, 51.75, -0.47, 51.81, 0.03],
  ['East of England', 'Essex', 51.73, 0.47, 51.89, 0.9, 51.54, 0.71, 51.57, 0.46, 51.77, 0.11, 51.48, 0.33],
  ['London', 'Central London', 51.51, -0.12, 51.52, -0.1, 51.49, -0.14],
  ['London', 'North London', 51.59, -0.11, 51.65, -0.08, 51.6, -0.19, 51.56, -0.1],
  ['London', 'East London', 51.54, 0.0, 51.56, 0.07, 51.58, 0.18, 51.53, 0.13, 51.51, 0.06],
  ['London', 'South London', 51.44, -0.08, 51.37, -0.1, 51.4, 0.02, 51.45, 0.15, 51.36, -0.19, 51.46, -0.17],
  ['London', 'West London', 51.51, -0.3, 51.51, -0.38, 51.58, -0.34, 51.55, -0.28, 51.45, -0.33, 51.41, -0.3],
  ['South East', 'Kent', 51.28, 1.08, 51.27, 0.52, 51.39, 0.5, 51.13, 1.3, 51.2, 0.27, 51.45, 0.22],
  ['South East', 'East Sussex', 50.82, -0.14, 50.77, 0.28, 50.86, 0.57, 50.97, 0.1],
  ['South East', 'West Sussex', 50.83, -0.78, 51.11, -0.19, 50.81, -0.37, 51.06, -0.33],
  ['South East', 'Surrey', 51.24, -0.57, 51.32, -0.56, 51.24, -0.17, 51.33, -0.27, 51.22, -0.33],
  ['South East', 'Hampshire', 50.9, -1.4, 50.8, -1.09, 51.27, -1.09, 51.06, -1.31, 51.21, -0.8],
  ['South East', 'Isle of Wight', 50.7, -1.29],
  ['South East', 'Berkshire', 51.45, -0.97, 51.51, -0.59, 51.41, -0.75, 51.4, -1.32, 51.48, -0.61],
  ['South East', 'Oxfordshire', 51.75, -1.26, 52.06, -1.34, 51.9, -1.15, 51.61, -1.24],
  ['South East', 'Buckinghamshire', 51.63, -0.75, 51.82, -0.81, 52.04, -0.76, 51.68, -0.61],
  ['South West', 'Cornwall', 50.26, -5.05, 50.12, -5.54, 50.34, -4.79, 50.42, -5.08],
  ['South West', 'Devon', 50.72, -3.53, 50.38, -4.14, 50.46, -3.53, 51.08, -4.06, 50.62, -3.41],
  ['South West', 'Somerset', 51.02, -3.1, 51.13, -3.0, 51.35, -2.98, 50.94, -2.63, 51.38, -2.36],
  ['South West', 'Dorset', 50.72, -1.88, 50.71, -2.44, 50.61, -2.45, 50.74, -1.99],
  ['South West', 'Wiltshire', 51.56, -1.78, 51.07, -1.79, 51.35, -1.99, 51.46, -2.12, 51.32, -2.21],
  ['South West', 'Gloucestershire', 51.86, -2.24, 51.9, -2.08, 51.74, -2.22, 51.72, -1.97],
  ['South West', 'Bristol', 51.45, -2.59, 51.52, -2.55, 51.43, -2.5],
]

const SCOTLAND: AreaRow[] = [
  ['Glasgow', 'Glasgow City', 55.86, -4.25, 55.88, -4.3, 55.84, -4.2],
  ['Lothian', 'City of Edinburgh', 55.95, -3.19, 55.94, -3.3, 55.98, -3.17],
  ['Lothian', 'West Lothian', 55.9, -3.52, 55.88, -3.64, 55.98, -3.6],
  ['Central Scotland', 'North Lanarkshire', 55.79, -3.99, 55.87, -3.96, 55.95, -3.99, 55.86, -4.02],
  ['Central Scotland', 'South Lanarkshire', 55.77, -4.18, 55.67, -3.78, 55.78, -4.05],
  ['Central Scotland', 'Falkirk', 56.0, -3.78, 56.02, -3.72],
  ['West Scotland', 'Renfrewshire', 55.85, -4.42, 55.87, -4.56],
  ['West Scotland', 'Inverclyde', 55.95, -4.76, 55.94, -4.68],
  ['West Scotland', 'East Dunbartonshire', 55.94, -4.16, 55.92, -4.33],
  ['West Scotland', 'West Dunbartonshire', 55.95, -4.57, 55.99, -4.59],
  ['West Scotland', 'North Ayrshire', 55.61, -4.66, 55.64, -4.82, 55.75, -4.86],
  ['West Scotland', 'East Renfrewshire', 55.77, -4.34],
  ['South Scotland', 'South Ayrshire', 55.46, -4.63, 55.24, -4.86],
  ['South Scotland', 'East Ayrshire', 55.61, -4.5, 55.45, -4.27],
  ['South Scotland', 'Dumfries and Galloway', 55.07, -3.61, 54.9, -5.02, 54.99, -3.26],
  ['South Scotland', 'Scottish Borders', 55.61, -2.81, 55.42, -2.79, 55.6, -2.43, 55.78, -2.01],
  ['South Scotland', 'East Lothian', 55.96, -2.78, 55.94, -3.05],
  ['South Scotland', 'Midlothian', 55.89, -3.07, 55.83, -3.07],
  ['Mid Scotland and Fife', 'Fife', 56.11, -3.16, 56.07, -3.46, 56.34, -2.8, 56.2, -3.17],
  ['Mid Scotland and Fife', 'Perth and Kinross', 56.4, -3.43, 56.7, -3.73],
  ['Mid Scotland and Fife', 'Stirling', 56.12, -3.94, 56.24, -4.21],
  ['Mid Scotland and Fife', 'Clackmannanshire', 56.12, -3.79],
  ['North East Scotland', 'Aberdeen City', 57.15, -2.1, 57.18, -2.15],
  ['North East Scotland', 'Aberdeenshire', 57.28, -2.38, 57.5, -1.78, 56.96, -2.21, 57.69, -2.0],
  ['North East Scotland', 'Dundee City', 56.46, -2.97],
  ['North East Scotland', 'Angus', 56.56, -2.58, 56.64, -2.89, 56.71, -2.47],
  ['North East Scotland', 'Moray', 57.65, -3.32, 57.61, -3.61],
  ['Highlands and Islands', 'Highland', 57.48, -4.22, 58.44, -3.09, 58.59, -3.52, 56.82, -5.1, 57.41, -6.19],
  ['Highlands and Islands', 'Argyll and Bute', 56.41, -5.47, 55.95, -4.92, 55.43, -5.6, 56.0, -4.73],
  ['Highlands and Islands', 'Na h-Eileanan Siar', 58.21, -6.39],
  ['Highlands and Islands', 'Orkney Islands', 58.98, -2.96],
  ['Highlands and Islands', 'Shetland Islands', 60.15, -1.15],
]

const WALES: AreaRow[] = [
  ['North Wales', 'Isle of Anglesey', 53.31, -4.63, 53.26, -4.31],
  ['North Wales', 'Gwynedd', 53.23, -4.13, 53.14, -4.27, 52.91, -4.42, 52.74, -3.89],
  ['North Wales', 'Conwy', 53.32, -3.83, 53.28, -3.58],
  ['North Wales', 'Denbighshire', 53.32, -3.49, 53.18, -3.42],
  ['North Wales', 'Flintshire', 53.25, -3.13, 53.17, -3.14, 53.19, -3.02],
  ['North Wales', 'Wrexham', 53.05, -3.0],
  ['Mid Wales', 'Powys', 52.24, -3.38, 52.51, -3.31, 51.95, -3.39, 52.66, -3.15],
  ['Mid Wales', 'Ceredigion', 52.41, -4.08, 52.08, -4.66, 52.12, -4.08],
  ['South West Wales', 'Pembrokeshire', 51.8, -4.97, 51.71, -5.03, 51.67, -4.7],
  ['South West Wales', 'Carmarthenshire', 51.86, -4.31, 51.68, -4.16, 51.79, -3.99],
  ['South West Wales', 'Swansea', 51.62, -3.94, 51.66, -4.05],
  ['South West Wales', 'Neath Port Talbot', 51.66, -3.8, 51.59, -3.78],
  ['South East Wales', 'Cardiff', 51.48, -3.18, 51.52, -3.22],
  ['South East Wales', 'Newport', 51.58, -2.99],
  ['South East Wales', 'Vale of Glamorgan', 51.4, -3.27, 51.46, -3.45],
  ['South East Wales', 'Bridgend', 51.5, -3.58, 51.48, -3.7],
  ['South East Wales', 'Rhondda Cynon Taf', 51.6, -3.34, 51.71, -3.44, 51.65, -3.48],
  ['South East Wales', 'Caerphilly', 51.58, -3.22, 51.66, -3.19],
  ['South East Wales', 'Merthyr Tydfil', 51.75, -3.38],
  ['South East Wales', 'Torfaen', 51.65, -3.02, 51.7, -3.04],
  ['South East Wales', 'Monmouthshire', 51.81, -2.71, 51.82, -3.02, 51.64, -2.67],
  ['South East Wales', 'Blaenau Gwent', 51.78, -3.2, 51.77, -3.25],
]

const NORTHERN_IRELAND: AreaRow[] = [
  ['Belfast', 'Belfast', 54.6, -5.93, 54.58, -5.97, 54.63, -5.9],
  ['North Eastern', 'Antrim and Newtownabbey', 54.72, -6.21, 54.67, -5.9],
  ['North Eastern', 'Mid and East Antrim', 54.86, -6.28, 54.85, -5.82, 54.72, -5.81],
  ['North Eastern', 'Causeway Coast and Glens', 55.13, -6.67, 55.05, -6.94, 55.2, -6.51, 55.07, -6.51],
  ['South Eastern', 'Ards and North Down', 54.66, -5.67, 54.59, -5.69, 54.5, -5.48],
  ['South Eastern', 'Lisburn and Castlereagh', 54.51, -6.04, 54.56, -5.88],
  ['South Eastern', 'Down', 54.33, -5.71, 54.41, -5.89, 54.21, -5.89],
  ['Southern', 'Newry and Mourne', 54.18, -6.34, 54.08, -6.18],
  ['Southern', 'Armagh City, Banbridge and Craigavon', 54.35, -6.65, 54.42, -6.45, 54.35, -6.26, 54.46, -6.34],
  ['Southern', 'Mid Ulster', 54.5, -6.77, 54.64, -6.74, 54.85, -6.67],
  ['Western', 'Derry City and Strabane', 55.0, -7.32, 54.83, -7.46, 55.04, -6.93],
  ['Western', 'Fermanagh and Omagh', 54.6, -7.3, 54.35, -7.64],
]

const IRELAND: AreaRow[] = [
  ['Leinster', 'County Dublin', 53.35, -6.26, 53.46, -6.22, 53.29, -6.37, 53.39, -6.38, 53.58, -6.11, 53.29, -6.13],
  ['Leinster', 'County Wicklow', 52.98, -6.04, 53.2, -6.1, 53.14, -6.06, 52.8, -6.15],
  ['Leinster', 'County Wexford', 52.34, -6.46, 52.5, -6.57, 52.68, -6.29, 52.39, -6.94],
  ['Leinster', 'County Carlow', 52.84, -6.93, 52.7, -6.96],
  ['Leinster', 'County Kilkenny', 52.65, -7.25, 52.54, -7.14],
  ['Leinster', 'County Laois', 53.03, -7.3, 53.05, -7.2],
  ['Leinster', 'County Offaly', 53.27, -7.49, 53.1, -7.91, 53.34, -7.05],
  ['Leinster', 'County Westmeath', 53.53, -7.34, 53.42, -7.94],
  ['Leinster', 'County Longford', 53.73, -7.8],
  ['Leinster', 'County Meath', 53.65, -6.68, 53.73, -6.88, 53.52, -6.4, 53.56, -6.79],
  ['Leinster', 'County Louth', 54.0, -6.4, 53.72, -6.35, 53.86, -6.54],
  ['Leinster', 'County Kildare', 53.22, -6.66, 53.18, -6.8, 53.36, -6.59, 53.0, -6.98, 53.16, -6.91],
  ['Munster', 'County Cork', 51.9, -8.47, 52.14, -8.65, 51.55, -9.26, 51.92, -8.17, 51.62, -8.89, 52.14, -8.27],
  ['Munster', 'County Kerry', 52.27, -9.7, 52.06, -9.5, 52.44, -9.49, 52.14, -10.27],
  ['Munster', 'County Limerick', 52.66, -8.63, 52.45, -9.06, 52.4, -8.58],
  ['Munster', 'County Clare', 52.84, -8.98, 52.71, -8.87, 52.64, -9.49],
  ['Munster', 'County Tipperary', 52.47, -7.87, 52.35, -7.7, 52.86, -8.2, 52.68, -7.81, 52.52, -8.16],
  ['Munster', 'County Waterford', 52.26, -7.11, 52.09, -7.62, 52.16, -7.15],
  ['Connacht', 'County Galway', 53.27, -9.05, 53.33, -8.22, 53.51, -8.85, 53.2, -8.57, 53.49, -10.02],
  ['Connacht', 'County Mayo', 53.85, -9.3, 54.12, -9.15, 53.8, -9.52, 53.72, -8.99],
  ['Connacht', 'County Sligo', 54.27, -8.47, 54.09, -8.52],
  ['Connacht', 'County Roscommon', 53.63, -8.19, 53.97, -8.3, 53.76, -8.49],
  ['Connacht', 'County Leitrim', 53.95, -8.09, 54.3, -8.16],
  ['Ulster', 'County Donegal', 54.95, -7.73, 54.65, -8.11, 55.13, -7.46, 54.5, -8.19, 54.83, -7.48],
  ['Ulster', 'County Cavan', 53.99, -7.36, 53.87, -6.93],
  ['Ulster', 'County Monaghan', 54.25, -6.97, 53.98, -6.72, 54.11, -7.05],
]

function anchorsOf(country: Country, rows: AreaRow[]): AreaAnchor[] {
  return rows.flatMap(([region, area, ...positions]) => {
    const anchors: AreaAnchor[] = []
    for (let i = 0; i + 1 < positions.length; i += 2) anchors.push({ country, region, area, latitude: positions[i]!, longitude: positions[i + 1]! })
    return anchors
  })
}

export const AREA_ANCHORS: readonly AreaAnchor[] = [
  ...anchorsOf('England', ENGLAND),
  ...anchorsOf('Scotland', SCOTLAND),
  ...anchorsOf('Wales', WALES),
  ...anchorsOf('Northern Ireland', NORTHERN_IRELAND),
  ...anchorsOf('Ireland', IRELAND),
]

/** The countries in the order the region tree lists them. */
export const COUNTRIES: readonly Country[] = ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Ireland']
