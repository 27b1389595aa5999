// The public entry's pages other than signing in and out, and the frame's signed-in parts (the menu, the chat),
// as one module it loads on demand (shared/shell/laterParts.ts): the sign-in page, which every visitor opens
// first, carries none of them. One module: separate ones would cut the code they share into more files.

export * from '../../shared/shell/signedInChrome.js'

export { Register } from './screens/Register.js'
export { CheckEmail } from './screens/CheckEmail.js'
export { Verify } from './screens/Verify.js'
export { Trial } from './screens/Trial.js'
export { ResetPassword } from './screens/ResetPassword.js'
export { ChoosePassword } from './screens/ChoosePassword.js'
export { Terms } from './screens/Terms.js'
export { Privacy } from './screens/Privacy.js'
export { WriteToUs } from './tools/WriteToUs.js'
export { ConnectTheDots } from './tools/ConnectTheDots.js'
export { EggQuiz } from './tools/EggQuiz.js'
