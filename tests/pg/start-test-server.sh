#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests (issue 16): its own cluster in /tmp/gpuplan-pg-HASH/data,
# its own port on 127.0.0.1 and its socket in that directory, run as the postgres user when started by root
# (PostgreSQL refuses to run as root). Prints the shell lines that give the tests its URL:
#
#     eval "$(bash tests/pg/start-test-server.sh build)"    # sets GPUPLAN_TEST_PG_URL
#     ...; bash tests/pg/stop-test-server.sh build
#
# The superuser gpuplan_test connects without a password over the socket and 127.0.0.1 (trust, this
# cluster only); the role gpuplan_pw_test must give a password over TCP (scram-sha-256), for the
# wrong-password test. Each test creates and drops its own databases. A cluster left by an earlier run is
# stopped and removed first.
set -euo pipefail
build="${1:?usage: start-test-server.sh BUILD_DIR}"
bin="${GPUPLAN_PG_BIN:-/usr/lib/postgresql/15/bin}"
[ -x "$bin/initdb" ] || { echo "start-test-server.sh: $bin/initdb not found (apt-get install postgresql)" >&2; exit 1; }
# The cluster lives outside the build tree: the postgres user must reach it, and a clone under /root (mode
# 700) would not let it; the name follows the build directory, so stop-test-server.sh finds it again.
root="${TMPDIR:-/tmp}/gpuplan-pg-$(cd "$build" && pwd | md5sum | cut -c1-12)"
data="$root/data"
as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ -f "$data/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true; fi
rm -rf "$root"
mkdir -p "$root"
if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$root"
    # The postgres user must reach the directory: every directory above it needs search permission.
    if ! runuser -u postgres -- test -w "$root"; then
        echo "start-test-server.sh: the postgres user cannot reach $root (a directory above it lacks o+x)" >&2
        exit 1
    fi
fi

# A free port from 55432 up.
port=55432
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done

as_owner "$bin/initdb" -D "$data" -U gpuplan_test --auth=trust -E UTF8 --locale=C.UTF-8 >"$root/initdb.log" 2>&1 ||
    { cat "$root/initdb.log" >&2; exit 1; }
cat >"$data/pg_hba.conf" <<HBA
# start-test-server.sh: a throwaway cluster for the tests, reachable from this machine only.
local all all                       trust
host  all gpuplan_pw_test 127.0.0.1/32 scram-sha-256
host  all all             127.0.0.1/32 trust
HBA
as_owner "$bin/pg_ctl" -D "$data" -l "$root/server.log" -w -t 60 \
    -o "-p $port -k $data -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null ||
    { cat "$root/server.log" >&2; exit 1; }
echo "$port" >"$root/port"
echo "export GPUPLAN_TEST_PG_URL=postgresql://gpuplan_test@127.0.0.1:$port/postgres"
