# Sightline in one container for on-prem sites with no internet: the edge and its built-in service.
# Builds the high-security variant unless BUILD_NAME says otherwise.

# Node.js 24 LTS, the runtime the product is tested on (package.json's engines; server/settings/runtime.ts).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json build.mjs ./
COPY scripts ./scripts
COPY server ./server
COPY shared ./shared
COPY entries ./entries
ARG BUILD_NAME=highside
# better-sqlite3 13 ships its Node-API binaries, so nothing compiles. The extractor's downloads are made from the
# npm registry's Node.js builds, with Debian's msitools for the MSI, which the step installs (docs/bigsearch.md
# "The extractor"); its cache stays out of the image. The image's own Node runs the product: the copy that npm install
# brings for machines with an older system Node is dropped.
RUN BUILD_NAME="$BUILD_NAME" npm run build && npm run build:extractor \
 && rm -rf node_modules/.cache/sightline-extractor && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node-linux-* node_modules/.bin/node

FROM node:24-bookworm-slim
# glibc's malloc as the edge gives the built-in service (server/edge/builtin-upstream.ts SERVICE_MALLOC), for the
# edge as well: a large upload passes through both.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=32768 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/edge.mjs"]
