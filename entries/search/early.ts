// The search page's early script (issue 15 §9): loaded beside the area's code but without waiting for it, it
// reads the page's address as the search screen will and starts the page's one list (or map) call, which the
// area's client takes over when it asks for the same (shared/api/earlyReplies.ts). On a slow phone that call
// then travels while the area's scripts still arrive and compile, instead of after them.
//
// It stays small: no React, no signals, no route table, only the address codec and the request builder.

import { API_BASE, callUrl, requestInit } from '../../shared/api/request.js'
import { startEarlyCall } from '../../shared/api/earlyReplies.js'
import { SIGHTINGS_PATH } from '../../shared/api/sightings.js'
import { justificationMissing, readJustification } from '../../shared/session/justification.js'
import { readBootstrap } from '../../shared/session/bootstrap.js'
import { earlySearchQuery } from './earlyQuery.js'

const { outcome, session } = readBootstrap()
const query = earlySearchQuery(location, outcome)
// spec-1 §4.4: without the justification its user must give, the search waits for the dialog, as the screen does.
const justified = !justificationMissing(!!session?.needsJustification, readJustification())
if (query && justified) startEarlyCall(callUrl(API_BASE, SIGHTINGS_PATH, query), requestInit('GET', { query }, undefined, readJustification))
