#!/usr/bin/env bash
# Stops what up.sh started in RUN_DIR: every recorded process with TERM in reverse order (KILL after 15 s if one
# ignores it), then the private MariaDB. Quiet and successful when nothing runs.
set -uo pipefail
run_dir=$1
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [ -f "$run_dir/pids" ]; then
  tac "$run_dir/pids" | while read -r pid name; do
    if kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null
      for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      if kill -0 "$pid" 2>/dev/null; then
        echo "down: $name ($pid) ignored TERM; killing" >&2
        kill -KILL "$pid" 2>/dev/null
      fi
    fi
  done
  : >"$run_dir/pids"
fi
MARIADB_DIR="$run_dir/mariadb" bash "$repo/scripts/ci/stop-mariadb.sh" >/dev/null 2>&1 || true
