#!/usr/bin/env bash
# Starts the two-node test cluster on loopback ports (issue 18, reference/scale.md §4): a private MariaDB, Redis,
# Ceph RGW (S3 with SigV4 checks), two app nodes from the one build (server/dist, web/dist) and nginx round-robin in
# front. Usage: up.sh RUN_DIR   (CLUSTER_PORT_BASE, default 18080: nginx base, nodes +1 +2, Redis +299, MariaDB +226,
# RGW +400, Ceph monitor +709). Every daemon runs in its own session with </dev/null and its own log in RUN_DIR; PIDs in
# RUN_DIR/pids (stop with down.sh RUN_DIR). Writes RUN_DIR/cluster.env for the suite.
set -euo pipefail
run_dir=$1
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
base=${CLUSTER_PORT_BASE:-18080}
balancer_port=$base
node_a_port=$((base + 1))
node_b_port=$((base + 2))
mariadb_port=$((base + 226))
redis_port=$((base + 299))
rgw_port=$((base + 400))
mon_port=$((base + 709))
mkdir -p "$run_dir"
run_dir=$(cd "$run_dir" && pwd)
: >"$run_dir/pids"
started=$(date +%s)
say() { printf '[cluster %3ss] %s\n' "$(($(date +%s) - started))" "$*"; }

# shellcheck source=scripts/cluster/daemon.sh
. "$repo/scripts/cluster/daemon.sh"
start() { # name command...
  local name=$1
  shift
  start_daemon "$run_dir/pids" "$run_dir/$name.log" "$name" "$@"
}

wait_http() { # url seconds
  local deadline=$(($(date +%s) + $2))
  until curl -sf -o /dev/null "$1"; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "no answer from $1 within $2 s" >&2
      return 1
    fi
    sleep 0.3
  done
}

# The server is always built from the working tree (a stale build would test old code); the web app only when missing.
if [ ! -f "$repo/web/dist/index.html" ]; then
  say "building the web app"
  (cd "$repo" && npm run build --workspace web >"$run_dir/build-web.log" 2>&1)
fi
say "building the server"
(cd "$repo" && npm run build --workspace server >"$run_dir/build-server.log" 2>&1)

start redis redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --maxmemory-policy noeviction
say "redis on $redis_port"

# A new database every run (MARIADB_FRESH): what earlier runs added (e.g. their students, within the demo tenant's quota
# of 100 accounts) must not decide whether this one passes.
MARIADB_DIR="$run_dir/mariadb" MARIADB_PORT=$mariadb_port MARIADB_DATABASE=exam_cluster MARIADB_FRESH=1 \
  bash "$repo/scripts/ci/start-mariadb.sh" >"$run_dir/mariadb-start.log" 2>&1
db_url=$(sed -n 's/^DB_URL=//p' "$run_dir/mariadb-start.log" | tail -n 1)
say "mariadb on $mariadb_port"

bash "$repo/scripts/cluster/ceph-rgw-up.sh" "$run_dir/ceph" "$rgw_port" "$mon_port" >"$run_dir/ceph-up.log" 2>&1
cat "$run_dir/ceph/pids" >>"$run_dir/pids"
s3_endpoint=$(sed -n 's/^S3_ENDPOINT=//p' "$run_dir/ceph-up.log")
s3_key=$(sed -n 's/^S3_ACCESS_KEY_ID=//p' "$run_dir/ceph-up.log")
s3_secret=$(sed -n 's/^S3_SECRET_ACCESS_KEY=//p' "$run_dir/ceph-up.log")
say "ceph rgw on $rgw_port"

jwt_secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
node_env() { # port name: the environment of one node, for env -i
  echo PATH="$PATH" HOME="${HOME:-/tmp}" NODE_ENV=development PORT="$1" HOST=127.0.0.1 DATA_DIR="$run_dir/data-$2" \
    DB_URL="$db_url" REDIS_URL="redis://127.0.0.1:$redis_port/0" JWT_SECRET="$jwt_secret" DEMO_DATA=true \
    SWEEP_SECONDS=1 TRUST_PROXY=true LOG_LEVEL=warn LOGIN_RATE_PER_MINUTE="${CLUSTER_LOGIN_RATE:-20}" \
    S3_ENDPOINT="$s3_endpoint" S3_BUCKET=exam-files S3_ACCESS_KEY_ID="$s3_key" S3_SECRET_ACCESS_KEY="$s3_secret" \
    S3_FORCE_PATH_STYLE=true
}
# The server's node flags (server/src/config/node-flags.ts; node-flags.test.ts keeps them equal).
node_flags="--max-old-space-size=256 --v8-pool-size=1 --no-allocation-site-pretenuring"
# Both nodes at once on the empty database: the start-up lock lets one migrate and seed while the other waits.
# shellcheck disable=SC2046,SC2086 # the words of node_env are the variables and node_flags the flags, none has a space
start node-a env -i $(node_env "$node_a_port" a) node $node_flags "$repo/server/dist/main.js"
# shellcheck disable=SC2046,SC2086
start node-b env -i $(node_env "$node_b_port" b) node $node_flags "$repo/server/dist/main.js"
wait_http "http://127.0.0.1:$node_a_port/health/ready" 180
wait_http "http://127.0.0.1:$node_b_port/health/ready" 180
say "app nodes on $node_a_port and $node_b_port"

mkdir -p "$run_dir/nginx"
cat >"$run_dir/nginx/nginx.conf" <<CONF
daemon off;
worker_processes 1;
pid $run_dir/nginx/nginx.pid;
error_log $run_dir/nginx/error.log warn;
events { worker_connections 256; }
http {
  access_log $run_dir/nginx/access.log;
  client_body_temp_path $run_dir/nginx/body;
  proxy_temp_path $run_dir/nginx/proxy;
  fastcgi_temp_path $run_dir/nginx/fastcgi;
  uwsgi_temp_path $run_dir/nginx/uwsgi;
  scgi_temp_path $run_dir/nginx/scgi;
  client_max_body_size 50m;
  upstream app {
    server 127.0.0.1:$node_a_port max_fails=1 fail_timeout=5s;
    server 127.0.0.1:$node_b_port max_fails=1 fail_timeout=5s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:$balancer_port;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # As deploy/nginx.conf: a node that refuses the connection is skipped (nothing was sent, so POSTs too); a POST
      # already sent to a node that died is not retried - the take page resends it (clientSeq makes that harmless).
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
CONF
start nginx nginx -c "$run_dir/nginx/nginx.conf" -p "$run_dir/nginx"
wait_http "http://127.0.0.1:$balancer_port/health" 20
say "nginx on $balancer_port"

cat >"$run_dir/cluster.env" <<ENV
BALANCER_URL=http://127.0.0.1:$balancer_port
NODE_A_URL=http://127.0.0.1:$node_a_port
NODE_B_URL=http://127.0.0.1:$node_b_port
DB_URL=$db_url
REDIS_URL=redis://127.0.0.1:$redis_port/0
S3_ENDPOINT=$s3_endpoint
S3_BUCKET=exam-files
S3_ACCESS_KEY_ID=$s3_key
S3_SECRET_ACCESS_KEY=$s3_secret
RUN_DIR=$run_dir
ENV
say "up"
