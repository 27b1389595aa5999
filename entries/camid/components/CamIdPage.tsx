// The frame of every Camera ID page (spec-2 §2 "Camera ID"): the page's heading, the area's sub-navigation
// among its pages (Queries, Resolutions, Statistics), then the page's own sections.

import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { styled } from 'styled-components'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { theme } from '../../../shared/ui/theme.js'
import { TabLinks } from '../../../shared/ui/TabLinks.js'

/** The pages the sub-navigation offers; a query's hits page counts as Queries. */
export const CAMID_PAGES = [
  { href: '/camid', label: 'Queries' },
  { href: '/camid/resolutions', label: 'Resolutions' },
  { href: '/camid/stats', label: 'Statistics' },
] as const

/** The sub-navigation's page that the path belongs to. */
export function currentCamIdPage(path: string): string {
  return CAMID_PAGES.find((page) => page.href !== '/camid' && path === page.href)?.href ?? '/camid'
}

interface Props {
  /** The page's heading; also the id stem that names the page's region. */
  title: ReactNode
  titleId: string
  /** What follows the heading on its line (a query's stars). */
  beside?: ReactNode
  /** What stands at the end of the heading's line (the upload buttons). */
  actions?: ReactNode
  children: ReactNode
}

export function CamIdPage({ title, titleId, beside, actions, children }: Props) {
  const [path] = useLocation()
  const current = currentCamIdPage(path)
  return (
    <Page aria-labelledby={titleId}>
      <TabLinks aria-label="Camera ID">
        {CAMID_PAGES.map((page) => (
          <Link key={page.href} href={page.href} aria-current={page.href === current ? 'page' : undefined}>
            {page.label}
          </Link>
        ))}
      </TabLinks>
      <Head>
        <Title id={titleId}>{title}</Title>
        {beside}
        {actions && <End>{actions}</End>}
      </Head>
      {children}
    </Page>
  )
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`

const End = styled.div`
  margin-left: auto;
`
