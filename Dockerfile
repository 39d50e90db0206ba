# syntax=docker/dockerfile:1
# The production image of Rumbo (docs/operations.md, "Deploying to AWS"): built with the development
# dependencies, served with the production ones by src/server/http-server.mjs.
#   docker build --build-arg NEXT_DEPLOYMENT_ID=$(git describe --always --dirty) -t rumbo .
# The Node release the tests run on (package.json engines); move it only with the tests.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Names this build (next.config.mjs `deploymentId`); kept in the image so the server answers with the
# id its pages were built with.
ARG NEXT_DEPLOYMENT_ID
ENV NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID} NEXT_TELEMETRY_DISABLED=1 AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
COPY package.json package-lock.json ./
# The project's own postinstall builds only where the sources are; the build step below does that.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The build's own cache stays behind.
RUN npx --no-install next build && rm -rf .next/cache

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ARG NEXT_DEPLOYMENT_ID
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID} PORT=3000
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The server starts from the project root: it reads next.config.mjs (and src/env.js through it), and
# finds the PDF parser child and the common-password list there.
COPY --from=build /app/next.config.mjs /app/tsconfig.json ./
COPY --from=build /app/src ./src
COPY --from=build /app/messages ./messages
# The browser extension's files, served as one zip by /api/extension/download.
COPY --from=build /app/extension ./extension
COPY --from=build --chown=node:node /app/.next ./.next
USER node
EXPOSE 3000
# keepAliveTimeout above the load balancer's 60 s idle timeout.
CMD ["node", "--max-semi-space-size=32", "src/server/http-server.mjs", "--keepAliveTimeout", "65000"]
