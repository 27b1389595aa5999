// The public entry's pages under client routing: each path is checked against the route table as the edge
// would, then drawn by its screen; a path of another area is a full page load.

import { useEffect } from 'react'
import { Route, Switch, useLocation, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { readBootstrap } from '../../shared/session/bootstrap.js'
import { sessionStore } from '../../shared/session/store.js'
import { ACCESS_DENIED_SECTION, NOT_FOUND_SECTION } from '../../shared/routes.js'
import { AreaPlaceholder } from '../../shared/shell/AreaPlaceholder.js'
import { pageTitle } from '../../shared/shell/title.js'
import { Loader } from '../../shared/ui/form/Loader.js'
import { publicViewFor, type PublicView } from './visit.js'
import { NotFound } from './screens/NotFound.js'
import { AccessDenied } from './screens/AccessDenied.js'
import { Login } from './screens/Login.js'
import { Logout } from './screens/Logout.js'
import { Register } from './screens/Register.js'
import { CheckEmail } from './screens/CheckEmail.js'
import { Verify } from './screens/Verify.js'
import { Trial } from './screens/Trial.js'
import { ResetPassword } from './screens/ResetPassword.js'
import { ChoosePassword } from './screens/ChoosePassword.js'
import { Terms } from './screens/Terms.js'
import { Privacy } from './screens/Privacy.js'

/** The same title the edge gives the page, kept up to date as the user moves inside the entry. */
function titleOf(view: PublicView): string | null {
  switch (view.kind) {
    case 'page':
      return pageTitle(view.section)
    case 'notFound':
    case 'deactivated':
      return pageTitle(NOT_FOUND_SECTION)
    case 'denied':
      return pageTitle(ACCESS_DENIED_SECTION)
    case 'leave':
      return null
  }
}

export function PublicArea() {
  useSignals()
  const [pathname] = useLocation()
  const search = useSearch()
  const view = publicViewFor({
    pathname,
    search: search ? `?${search}` : '',
    user: sessionStore.summary.value,
    restricted: readBootstrap().settings.restricted,
  })

  const title = titleOf(view)
  const leaveTo = view.kind === 'leave' ? view.location : null
  useEffect(() => {
    if (title) document.title = title
  }, [title])
  useEffect(() => {
    if (leaveTo) location.assign(leaveTo)
  }, [leaveTo])

  switch (view.kind) {
    case 'leave':
      return <Loader label="Loading…" />
    case 'notFound':
    case 'deactivated':
      return <NotFound deactivated={view.kind === 'deactivated'} />
    case 'denied':
      return <AccessDenied />
    case 'page':
      return <PublicPages section={view.section} />
  }
}

function PublicPages({ section }: { section: string }) {
  return (
    <Switch>
      <Route path="/login" component={Login} />
      <Route path="/logout" component={Logout} />
      <Route path="/register" component={Register} />
      <Route path="/register/verify" component={CheckEmail} />
      <Route path="/verify" component={Verify} />
      <Route path="/trial" component={Trial} />
      <Route path="/resetpassword" component={ResetPassword} />
      <Route path="/choosepassword" component={ChoosePassword} />
      <Route path="/terms" component={Terms} />
      <Route path="/privacy" component={Privacy} />
      {/* /docs, /write-to-us, /exifextractor, /ctd and /egg keep the placeholder until their own screens exist. */}
      <Route>
        <AreaPlaceholder area={section} />
      </Route>
    </Switch>
  )
}
