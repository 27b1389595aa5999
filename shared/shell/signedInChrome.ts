// The frame's parts only a signed-in user sees: the menu and its button, the partner logo, the justification
// field and the dialog that asks for one, the settings error bar, the SHOW IMAGES switch and the chat panel. An area whose pages are mostly seen signed out (the public
// entry: sign-in) loads them once a user is signed in; the other areas carry them in their first load
// (mountArea's `chrome`, chrome.ts).

export { MenuButton } from './MenuButton.js'
export { PartnerLogo } from './PartnerLogo.js'
export { JustificationField } from './JustificationField.js'
export { JustificationDialog } from './JustificationDialog.js'
export { SettingsErrorBar } from './SettingsErrorBar.js'
export { ShowImagesSwitch } from './ShowImagesSwitch.js'
export { SideMenu } from './SideMenu.js'
export { ChatPanelSlot } from './ChatPanelSlot.js'
