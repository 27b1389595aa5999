// An area's own pages as a row of tabs under its heading (Camera ID's Queries, Resolutions and Statistics; the
// Uniform Hub's Search and Contribute): links, the current one marked with aria-current="page".

import { styled } from 'styled-components'
import { theme } from './theme.js'

export const TabLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(0.5)};
  border-bottom: 1px solid ${theme.colour.line};
  a {
    padding: ${theme.space(1)} ${theme.space(2)};
    color: ${theme.colour.brand};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
    margin-bottom: -1px;
  }
  a:hover { background: ${theme.colour.canvas}; }
  a[aria-current='page'] { color: ${theme.colour.ink}; border-bottom-color: ${theme.colour.brand}; }
  a:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`
