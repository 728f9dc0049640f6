#!/usr/bin/env bash
# Stops the private MariaDB started by start-mariadb.sh (same MARIADB_DIR / MARIADB_PORT settings),
# by the pid it recorded: SIGTERM, then SIGKILL after 30 s. Quiet and successful when nothing runs.
# MARIADB_PURGE=1 also deletes its datadir.
set -euo pipefail
# shellcheck source=scripts/ci/mariadb-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/mariadb-env.sh"

pids=()
if pid=$(mariadb_running_pid); then
  pids+=("$pid")
fi
# The launcher pid covers a daemon that died before writing its pid file, or is still starting.
if [ -s "$MARIADB_DIR/launcher.pid" ]; then
  launcher=$(cat "$MARIADB_DIR/launcher.pid")
  if [ "$launcher" != "${pids[0]:-}" ] && kill -0 "$launcher" 2>/dev/null \
    && [ "$(ps -o comm= -p "$launcher" 2>/dev/null)" = mariadbd ]; then
    pids+=("$launcher")
  fi
fi

if [ ${#pids[@]} -gt 0 ]; then
  kill -TERM "${pids[@]}" 2>/dev/null || true
  for _ in $(seq 1 150); do
    alive=0
    for pid in "${pids[@]}"; do
      if kill -0 "$pid" 2>/dev/null; then alive=1; fi
    done
    [ "$alive" = 0 ] && break
    sleep 0.2
  done
  for pid in "${pids[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then
      echo "stop-mariadb: pid $pid ignored SIGTERM for 30 s; sending SIGKILL" >&2
      kill -KILL "$pid" 2>/dev/null || true
    fi
  done
  echo "stop-mariadb: stopped (pid ${pids[*]})" >&2
fi
rm -f "$MARIADB_DIR/launcher.pid" "$mariadb_pidfile"
if [ "${MARIADB_PURGE:-0}" = 1 ]; then
  rm -rf "$mariadb_datadir"
fi
