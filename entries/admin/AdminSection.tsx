// A titled panel of an admin page, as the form kit's Card draws a section: kept by this name only for the
// audit and usage screens until they import the Card themselves (issue 29); every other screen does.

import type { ReactNode } from 'react'
import { Card } from '../../shared/ui/form/Card.js'

export function AdminSection({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card place="section" title={title} wide={wide}>
      {children}
    </Card>
  )
}
