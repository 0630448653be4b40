# The commands of the project. `make start` and `make test` do all their own set-up.
SHELL := /bin/bash
.DEFAULT_GOAL := help
.DELETE_ON_ERROR:

NPM_STAMP := node_modules/.install-stamp
PACKAGE_FILES := package.json package-lock.json client/package.json server/package.json server/contract/package.json server/content/package.json

.PHONY: help start dev build test typecheck lint unit e2e bench system-deps clean backup restore

help: ## Show the commands
	@echo "Riviera wedding site"
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "}; {printf "  make %-12s %s\n", $$1, $$2}'

# Install exactly what package-lock.json says whenever it or a package.json is newer than the install.
$(NPM_STAMP): $(PACKAGE_FILES)
	@command -v node >/dev/null || { echo "Node.js 20.19 or newer is needed: https://nodejs.org (or apt-get install nodejs)"; exit 1; }
	npm ci --no-audit --no-fund
	@touch $@

system-deps: ## Install Chromium, nginx, PostgreSQL's tools and the Liberation fonts for the tests (apt, as root), or say what to install
	@bash tests/support/system-deps.sh

build: $(NPM_STAMP) ## Build the client (client/dist) and the server bundle (server/dist)
	npm run build

start: build ## Serve the whole site on http://localhost:8080 (embedded PostgreSQL unless DATABASE_URL is set)
	node server/dist/main.js

dev: $(NPM_STAMP) ## Vite dev server with hot reload on :5173 plus the server in watch mode on :8080
	npm run dev

typecheck: $(NPM_STAMP) ## TypeScript, strict, every workspace
	npm run typecheck

lint: $(NPM_STAMP) ## ESLint and Prettier
	npm run lint

unit: $(NPM_STAMP) ## Unit and integration tests (vitest, real PostgreSQL)
	npx vitest run

e2e: build system-deps ## Browser tests (Playwright driving Chromium against the real server)
	npx playwright test -c tests/playwright.config.ts

test: $(NPM_STAMP) ## Everything: typecheck, lint, build, budgets, unit, integration and browser tests, timed per phase
	@bash tests/support/test-phases.sh

# When `make bench` started, so the build before it counts in the run's time (ADR 032: under 20 minutes).
BENCH_STARTED_MS := $(shell date +%s%3N)

bench: build ## Measure the site's speed (Lighthouse, API, growth, bytes) into bench/results.md; not part of make test
	BENCH_STARTED_MS=$(BENCH_STARTED_MS) node --import tsx bench/run.ts

backup: ## Back up the database now into ./backups (the compose backup service, or DATABASE_URL if set)
	@sh db/ops/operator.sh backup

restore: ## Replace the database with a backup: make restore FILE=backups/<file>.dump CONFIRM=yes
	@sh db/ops/operator.sh restore "$(FILE)"

clean: ## Remove build output (keeps .data, the development database)
	rm -rf client/dist server/dist test-results playwright-report bench/.work
