#!/usr/bin/env bash
# Starts a private MariaDB for tests: its own datadir under tmp/, a unix socket, TCP 127.0.0.1:3307,
# running as the current user (--user=root when root), no system service, no config files read.
# Creates the account app/app with ALL ON *.* (the integration tests create and drop their own
# databases) and the database named by MARIADB_DATABASE, waits until it answers, then prints
#   DB_URL=mysql://app:app@127.0.0.1:3307/exam
# as its last line. Safe to run twice: a running instance is reused. Stop it with stop-mariadb.sh.
# Needs Debian's mariadb-server and mariadb-client (apt-get install mariadb-server mariadb-client).
# Settings: see scripts/ci/mariadb-env.sh. MARIADB_FRESH=1 wipes the datadir first. Every deadlock is written to
# its error log ($MARIADB_DIR/mariadbd.log).
set -euo pipefail
# shellcheck source=scripts/ci/mariadb-env.sh
source "$(dirname "${BASH_SOURCE[0]}")/mariadb-env.sh"

for tool in mariadbd mariadb mariadb-install-db; do
  if ! command -v "$tool" >/dev/null 2>&1 && [ ! -x "/usr/sbin/$tool" ]; then
    echo "start-mariadb: $tool not found; install it with: apt-get install -y mariadb-server mariadb-client" >&2
    exit 1
  fi
done
export PATH="$PATH:/usr/sbin"

client() { mariadb --no-defaults --socket="$mariadb_socket" -uroot "$@"; }

started_pid=
on_error() {
  echo "start-mariadb: failed; last lines of $mariadb_log:" >&2
  tail -n 30 "$mariadb_log" >&2 2>/dev/null || true
  if [ -n "$started_pid" ]; then
    kill -TERM "$started_pid" 2>/dev/null || true
  fi
}
trap on_error ERR

if pid=$(mariadb_running_pid); then
  echo "start-mariadb: reusing the instance already running (pid $pid, $MARIADB_DIR)" >&2
else
  if [ "${MARIADB_FRESH:-0}" = 1 ]; then
    rm -rf "$mariadb_datadir"
  fi
  mkdir -p "$MARIADB_DIR"
  rm -f "$mariadb_pidfile" "$mariadb_socket"
  run_as=()
  if [ "$(id -u)" = 0 ]; then
    run_as=(--user=root) # mariadbd refuses to run as root without it
  fi
  if [ ! -d "$mariadb_datadir/mysql" ]; then
    rm -rf "$mariadb_datadir"
    mariadb-install-db --no-defaults "${run_as[@]}" --datadir="$mariadb_datadir" \
      --auth-root-authentication-method=normal --skip-test-db >"$MARIADB_DIR/install-db.log" 2>&1 || {
      cat "$MARIADB_DIR/install-db.log" >&2
      false
    }
  fi
  # setsid + </dev/null + own log: the daemon must not hold the caller's terminal or pipes open.
  setsid mariadbd --no-defaults "${run_as[@]}" \
    --datadir="$mariadb_datadir" --socket="$mariadb_socket" --pid-file="$mariadb_pidfile" \
    --port="$MARIADB_PORT" --bind-address=127.0.0.1 --log-error="$mariadb_log" \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
    --default-time-zone=+00:00 --max-connections=500 \
    --skip-name-resolve --innodb-flush-log-at-trx-commit="$MARIADB_FLUSH_LOG_AT_TRX_COMMIT" \
    --innodb-buffer-pool-size="$MARIADB_BUFFER_POOL" --skip-innodb-doublewrite --innodb-print-all-deadlocks=ON \
    </dev/null >>"$MARIADB_DIR/mariadbd.out" 2>&1 &
  started_pid=$!
  echo "$started_pid" >"$MARIADB_DIR/launcher.pid"
  echo "start-mariadb: starting mariadbd (pid $started_pid, datadir $mariadb_datadir, port $MARIADB_PORT)" >&2
fi

# Wait until it answers on the socket (30 s).
for _ in $(seq 1 150); do
  if client -e 'SELECT 1' >/dev/null 2>&1; then
    break
  fi
  if [ -n "$started_pid" ] && ! kill -0 "$started_pid" 2>/dev/null; then
    echo "start-mariadb: mariadbd exited during start-up" >&2
    false
  fi
  sleep 0.2
done
client -e 'SELECT 1' >/dev/null

client <<SQL
CREATE USER IF NOT EXISTS '$MARIADB_USER'@'127.0.0.1' IDENTIFIED BY '$MARIADB_PASSWORD';
CREATE USER IF NOT EXISTS '$MARIADB_USER'@'localhost' IDENTIFIED BY '$MARIADB_PASSWORD';
-- WITH GRANT OPTION: tests create accounts of their own (a SELECT-only read-replica account).
GRANT ALL ON *.* TO '$MARIADB_USER'@'127.0.0.1' WITH GRANT OPTION;
GRANT ALL ON *.* TO '$MARIADB_USER'@'localhost' WITH GRANT OPTION;
CREATE DATABASE IF NOT EXISTS \`$MARIADB_DATABASE\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
SQL

# The same check the application will make: TCP on 127.0.0.1 with the application account.
mariadb --no-defaults --protocol=TCP -h127.0.0.1 -P"$MARIADB_PORT" -u"$MARIADB_USER" -p"$MARIADB_PASSWORD" \
  "$MARIADB_DATABASE" -e 'SELECT 1' >/dev/null

trap - ERR
echo "start-mariadb: ready ($(client -N -e 'SELECT VERSION()')); stop it with scripts/ci/stop-mariadb.sh" >&2
echo "DB_URL=$mariadb_url"
