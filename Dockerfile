# syntax=docker/dockerfile:1
# Image of the exam back-office: the server (server/dist) serving the built web app (web/dist).
# NOT BUILT HERE: the development machines and CI have no Docker engine. Written by reading the
# repository's build (npm workspaces, `npm run build` = web then server); check it with a real
# `docker build .` before relying on it.
#
# Runtime configuration (see server/src/config/env.ts): DB_URL and JWT_SECRET are required in
# production; REDIS_URL and S3_* enable the scale-out adapters; DATA_DIR holds local files when S3 is
# not configured. docker-compose.yml wires all of it.

ARG NODE_IMAGE=node:24-slim

# ---- build: every workspace's dependencies, then web and server ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies of the server only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund --omit=dev --workspace=server \
  && npm cache clean --force

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    DEMO_DATA=false
WORKDIR /app
COPY --from=deps --chown=node:node /app ./
COPY --from=build --chown=node:node /app/server/dist ./server/dist
COPY --from=build --chown=node:node /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Slim Node images have no curl: probe readiness with Node's own fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT||8080}/health/ready`).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node as PID 1 handles SIGTERM itself (graceful shutdown in server/src/main.ts); compose adds `init: true`.
CMD ["node", "--max-old-space-size=256", "--v8-pool-size=1", "--no-allocation-site-pretenuring", "server/dist/main.js"]
