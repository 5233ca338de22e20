# The website in one container: the BFF serving the built SPA, the allowlisted /cms/api proxy, files and
# the operations endpoints. Without CMS_UPSTREAM_URL it starts the embedded demo CMS.
#
#   docker build -t hengchuan-website .
#   docker run --rm -p 8080:8080 -e CMS_UPSTREAM_URL=https://cms.example.com hengchuan-website
#
# test/container/smoke.test.ts reads this file and reproduces its final stage without a
# Docker engine; keep the two in step (the test says what it cannot reproduce).

# The current Node LTS line on Debian's slim image, pinned by major version. Debian's glibc, not Alpine's
# musl: the MALLOC_MMAP_THRESHOLD_ setting below is a glibc tunable.
ARG NODE_IMAGE=node:26-trixie-slim

# 1. Build: every dependency, then the client bundle (Vite) and the compiled server (tsc).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The lockfile first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only, without install scripts (none of them needs one).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# 3. Runtime: node, production dependencies, the build output and the demo content pack. No sources,
# tests, dev dependencies or package managers.
FROM ${NODE_IMAGE} AS runtime
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
      /opt/yarn-*
# MALLOC_MMAP_THRESHOLD_: blocks of 64 KB and more (large answers) get their own mappings, returned to the
# system when the cache drops them, so resident memory stays within 2 x CACHE_MAX_MB + 100 MB under churn
# (README, "Memory"; npm run bench memory). --max-semi-space-size=4: the engine's young generation stays at
# 4 MB a half instead of growing to 16 MB: some 24 MB less resident memory, for more, shorter collections.
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    NODE_OPTIONS=--max-semi-space-size=4
WORKDIR /app
# package.json makes dist/ an ES module tree and marks the root where the server finds client/dist and the
# demo content pack. Files stay owned by root: the site's own user can read but not change them.
COPY package.json package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
COPY server/demo-cms/content ./server/demo-cms/content
USER node
EXPOSE 8080
# The BFF drains in-flight requests on SIGTERM and exits within 10 s; give `docker stop` a longer timeout.
STOPSIGNAL SIGTERM
# No curl in the slim image: node's fetch asks /healthz on the port the BFF listens on.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.js"]
