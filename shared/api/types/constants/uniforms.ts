// The Uniform Intelligence Hub's bounds and names (spec-3 §3, §4, §5, §8, §9), read by the schemas, the service and
// the uniforms area. A leaf module: no imports, so that the browser takes it without TypeBox.

/** spec-3 §9: page sizes of the search page and the contribute tab. */
export const UNIFORM_PAGE_SIZES = [10, 25, 50, 100, 200] as const
export const UNIFORM_SEARCH_PAGE_SIZE_DEFAULT = 50
export const UNIFORM_CONTRIBUTE_PAGE_SIZE_DEFAULT = 100
/** spec-3 §9: the map view asks for this many schools at once, and says so. */
export const UNIFORM_MAP_PAGE_SIZE = 500
/** spec-3 §9: photos on one school card of the list view. */
export const UNIFORM_PHOTOS_PER_CARD = 50
/** spec-3 §9: the school page's gallery, per page. */
export const UNIFORM_SCHOOL_GALLERY_PAGE = 50
/** spec-3 §9: largest image size in the compact and grid views; the school gallery's row height. */
export const UNIFORM_COMPACT_SIZE = 150
export const UNIFORM_GRID_SIZE = 300
export const UNIFORM_GALLERY_ROW_HEIGHT = 300

/** spec-3 §5: the age slider; a bound at its extreme counts as unset. */
export const UNIFORM_AGE_MIN = 2
export const UNIFORM_AGE_MAX = 19

/** spec-3 §4: the school that is always filtered out of results (a test record kept in the register). */
export const UNIFORM_HIDDEN_SCHOOL_ID = '999999'

/** spec-3 §3 "School image". LOGO: a badge; PRODUCT: a garment on its own; BODY: a garment worn. */
export const SCHOOL_IMAGE_TYPES = ['LOGO', 'PRODUCT', 'BODY'] as const
export type SchoolImageType = (typeof SCHOOL_IMAGE_TYPES)[number]
/** spec-3 §9 "Image styles": the upload's names for the three types, in the dialog's order. */
export const UPLOAD_IMAGE_STYLES = ['raw', 'product', 'logo'] as const
export type UploadImageStyle = (typeof UPLOAD_IMAGE_STYLES)[number]
export const IMAGE_TYPE_OF_STYLE: Record<UploadImageStyle, SchoolImageType> = { raw: 'BODY', product: 'PRODUCT', logo: 'LOGO' }
/** spec-3 §2: the style names the upload dialog shows. */
export const UPLOAD_STYLE_LABELS: Record<UploadImageStyle, string> = { raw: 'Uniform photo', product: 'Uniform product photo', logo: 'Logo' }

/** spec-3 §9 "Filter types": Logos covers LOGO; Uniforms covers PRODUCT and BODY. */
export const UNIFORM_VIEW_TYPES = ['LOGO', 'UNIFORM'] as const
export type UniformViewType = (typeof UNIFORM_VIEW_TYPES)[number]
/** spec-3 §9 "Garment filters": each is a node of the uniform label tree. */
export const UNIFORM_GARMENTS = ['Blazer', 'Cardigan/Jumper', 'Dress', 'Skirt', 'Tie'] as const
export type UniformGarment = (typeof UNIFORM_GARMENTS)[number]

/** spec-3 §4: IMAGE pages images (grid, compact), SCHOOL pages schools (list, map). */
export const UNIFORM_PAGING_TYPES = ['IMAGE', 'SCHOOL'] as const
export type UniformPagingType = (typeof UNIFORM_PAGING_TYPES)[number]

export const SCHOOL_STATUSES = ['OPEN', 'CLOSED', 'PROPOSED'] as const
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number]

/** Longest texts the Hub takes. */
export const UNIFORM_TEXT_MAX = 200
export const UNIFORM_DESCRIPTION_MAX = 500
export const UNIFORM_CORRECTION_MAX = 5_000
export const UNIFORM_WEBSITE_MAX = 500
/** The most labels or regions one search names. */
export const UNIFORM_FILTER_VALUES_MAX = 100
/** The largest image a contributor may upload. */
export const UNIFORM_UPLOAD_MAX_BYTES = 15 * 1024 * 1024
/** The most images one contributor may upload in a day; docs/operations.md "Limits on what users create". */
export const UNIFORM_UPLOADS_PER_DAY = 200
/** The most contributions one contributor may submit in a day. */
export const UNIFORM_CONTRIBUTIONS_PER_DAY = 500
/** The longest side an uploaded image is kept at once re-encoded. */
export const UNIFORM_UPLOAD_MAX_SIDE = 2048

/** spec-3 §8. */
export const UNIFORM_CONFLICT = 'Someone else has updated this school since you started. Please refresh the page and try again.'
/** A similar search from a picture the service is still measuring again after an upgrade (503). */
export const UNIFORM_IMAGE_MEASURING = 'This image is being measured again for the similar-image search: try again in a minute.'
export const UNIFORM_NO_SCHOOLS = 'No schools found'
export const UNIFORM_NO_IMAGES = 'No images found'
export const UNIFORM_NO_LOCATIONS = 'No locations found'
export const UNIFORM_LOCATION_HINT = 'Search by city, town, postcode, etc,.'
export const UNIFORM_MAP_LIMIT = 'The map is limited to the first 500 schools.'
export const UNIFORM_TERMS_NEEDED = 'Accept the Uniform Intelligence Hub terms before using it.'
export const UNIFORM_TEXT_HELP =
  'Search for a school by name, postcode or URN. The search is case-insensitive and will match partial words. To search for exact text, surround your search with quotes.'

/** spec-3 §4: place search for the location filter is biased to the British Isles, within 700 km. */
export const UNIFORM_PLACE_BIAS = { latitude: 54.5, longitude: -3.5, withinKm: 700 } as const
