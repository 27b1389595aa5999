// A result's text in a narrow cell: broken anywhere (an onion domain or a username has no spaces), at most
// two lines, then an ellipsis; the whole value stays in the element's title and text.

export const clamp = `
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`
