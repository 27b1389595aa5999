// The program a row helper thread runs in the tests of row-helper.test.ts, as the seed tool runs itself.

import { isRowHelper, runRowHelper } from '../../../../../../server/api/seed/row-helper.js'

if (isRowHelper()) runRowHelper()
