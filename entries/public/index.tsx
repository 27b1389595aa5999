// The public entry: the small pages (sign-in, register, legal), and the guard outcomes the edge answers
// with it, under the route table's client routing.

import { mountArea } from '../../shared/shell/mountArea.js'
import { AreaRoutes } from '../../shared/shell/AreaRoutes.js'
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
import { LazyApiDocs, LazyConnectTheDots, LazyEggQuiz, LazyExifExtractor, LazyWriteToUs } from './lazyScreens.js'

mountArea(
  <AreaRoutes
    area="public"
    screens={{
      '/login': () => <Login />,
      '/logout': () => <Logout />,
      '/register': () => <Register />,
      '/register/verify': () => <CheckEmail />,
      '/verify': () => <Verify />,
      '/trial': () => <Trial />,
      '/resetpassword': () => <ResetPassword />,
      '/choosepassword': () => <ChoosePassword />,
      '/terms': () => <Terms />,
      '/privacy': () => <Privacy />,
      '/write-to-us': () => <LazyWriteToUs />,
      '/exifextractor': () => <LazyExifExtractor />,
      '/ctd': () => <LazyConnectTheDots />,
      '/egg/:eggpage?': ({ eggpage }) => <LazyEggQuiz step={eggpage} />,
      '/docs': () => <LazyApiDocs />,
    }}
  />,
)
