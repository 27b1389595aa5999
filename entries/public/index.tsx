// The public entry: the small pages (sign-in, register, legal, the tools of the menu), and the guard outcomes the
// edge answers with it, under the route table's client routing. Signing in and out are in its first load; every
// other page comes in its own chunk when first drawn (lazyScreens.tsx).

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
import { Login } from './screens/Login.js'
import { Logout } from './screens/Logout.js'
import {
  parts,
  LazyApiDocs,
  LazyCheckEmail,
  LazyChoosePassword,
  LazyConnectTheDots,
  LazyEggQuiz,
  LazyExifExtractor,
  LazyPrivacy,
  LazyRegister,
  LazyResetPassword,
  LazyTerms,
  LazyTrial,
  LazyVerify,
  LazyWriteToUs,
} from './lazyScreens.js'

mountArea(
  <AreaRoutes
    area="public"
    screens={{
      '/login': () => <Login />,
      '/logout': () => <Logout />,
      '/register': () => <LazyRegister />,
      '/register/verify': () => <LazyCheckEmail />,
      '/verify': () => <LazyVerify />,
      '/trial': () => <LazyTrial />,
      '/resetpassword': () => <LazyResetPassword />,
      '/choosepassword': () => <LazyChoosePassword />,
      '/terms': () => <LazyTerms />,
      '/privacy': () => <LazyPrivacy />,
      '/write-to-us': () => <LazyWriteToUs />,
      '/exifextractor': () => <LazyExifExtractor />,
      '/ctd': () => <LazyConnectTheDots />,
      '/egg/:eggpage?': ({ eggpage }) => <LazyEggQuiz step={eggpage} />,
      '/docs': () => <LazyApiDocs />,
    }}
  />,
  // Mostly seen signed out: the menu and the rest of a signed-in user's frame come when a user is signed in.
  { chrome: parts.load },
)
