# shellcheck shell=bash disable=SC2034 # the variables are used by the scripts that source this file
# Shared settings for start-mariadb.sh and stop-mariadb.sh (sourced, not run).
# Override any of them in the environment:
#   MARIADB_DIR       where the private instance lives      (default: <repo>/tmp/mariadb)
#   MARIADB_PORT      TCP port on 127.0.0.1                 (default: 3307)
#   MARIADB_DATABASE  database created for DB_URL           (default: exam)
#   MARIADB_USER / MARIADB_PASSWORD  application account    (default: app / app)
#   MARIADB_FLUSH_LOG_AT_TRX_COMMIT  1 = every commit waits for its fsync (durable; the benchmark),
#                     2 = written at commit, flushed once a second (default: tests run faster)
#   MARIADB_BUFFER_POOL  innodb_buffer_pool_size, e.g. 2G (default: MariaDB's own 128M)
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
MARIADB_DIR=${MARIADB_DIR:-$repo_root/tmp/mariadb}
MARIADB_PORT=${MARIADB_PORT:-3307}
MARIADB_DATABASE=${MARIADB_DATABASE:-exam}
MARIADB_USER=${MARIADB_USER:-app}
MARIADB_PASSWORD=${MARIADB_PASSWORD:-app}
MARIADB_FLUSH_LOG_AT_TRX_COMMIT=${MARIADB_FLUSH_LOG_AT_TRX_COMMIT:-2}
MARIADB_BUFFER_POOL=${MARIADB_BUFFER_POOL:-128M}
mariadb_datadir=$MARIADB_DIR/data
mariadb_pidfile=$MARIADB_DIR/mariadbd.pid
mariadb_log=$MARIADB_DIR/mariadbd.log
mariadb_socket=$MARIADB_DIR/mariadbd.sock
# A unix socket path must stay under ~107 bytes; deep clones fall back to /tmp.
if [ ${#mariadb_socket} -gt 100 ]; then
  mariadb_socket=/tmp/mariadb-$(id -u)-$MARIADB_PORT.sock
fi
mariadb_url="mysql://$MARIADB_USER:$MARIADB_PASSWORD@127.0.0.1:$MARIADB_PORT/$MARIADB_DATABASE"

# Prints the pid of the running instance, or fails.
mariadb_running_pid() {
  local pid
  [ -s "$mariadb_pidfile" ] || return 1
  pid=$(cat "$mariadb_pidfile")
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  echo "$pid"
}
