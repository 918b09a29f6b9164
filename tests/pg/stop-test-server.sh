#!/usr/bin/env bash
# Stops the test server start-test-server.sh started for BUILD_DIR and removes its cluster.
set -euo pipefail
build="${1:?usage: stop-test-server.sh BUILD_DIR}"
bin="${GPUPLAN_PG_BIN:-/usr/lib/postgresql/15/bin}"
root="${TMPDIR:-/tmp}/gpuplan-pg-$(cd "$build" && pwd | md5sum | cut -c1-12)" # as start-test-server.sh names it
[ -d "$root/data" ] || exit 0
if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$bin/pg_ctl" -D "$root/data" -m fast -w stop >/dev/null 2>&1 || true
else
    "$bin/pg_ctl" -D "$root/data" -m fast -w stop >/dev/null 2>&1 || true
fi
rm -rf "$root"
