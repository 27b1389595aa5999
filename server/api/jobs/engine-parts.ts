// The parts the BigSearch job engine runs on in the product: the upload reader (bigsearch/read-upload.ts) and the
// lead engine (bigsearch/leads/). Tests of the engine's own rules may give it others.

import { readUploadItems } from '../bigsearch/read-upload.js'
import { findItemLeads, type ItemLeads } from '../bigsearch/leads/item-leads.js'
import { mergeStoredLeads } from '../bigsearch/leads/merge.js'
import type { EngineParts } from './bigsearch-engine.js'

export const PRODUCT_PARTS: EngineParts<ItemLeads> = { readUploadItems, findItemLeads, mergeLeads: mergeStoredLeads }
