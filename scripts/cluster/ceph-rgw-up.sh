#!/usr/bin/env bash
# Starts a private Ceph object gateway (S3 with real SigV4 checks) on loopback: one monitor, one in-memory OSD and
# radosgw, no authentication between the daemons (reference/scale.md §3-4). Usage:
#   ceph-rgw-up.sh DIR RGW_PORT MON_PORT
# Prints S3_ENDPOINT=, S3_ACCESS_KEY_ID=, S3_SECRET_ACCESS_KEY= lines; PIDs go to DIR/pids (stop: cluster/down.sh).
set -euo pipefail
dir=$1
rgw_port=$2
mon_port=$3
rm -rf "$dir"
mkdir -p "$dir"/{mon,osd,run,log,rgw}
dir=$(cd "$dir" && pwd)
conf=$dir/ceph.conf
fsid=$(uuidgen)
cat >"$conf" <<CONF
[global]
fsid = $fsid
mon initial members = a
mon host = [v2:127.0.0.1:$mon_port]
public addr = 127.0.0.1
cluster addr = 127.0.0.1
ms bind ipv6 = false
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc secure
osd objectstore = memstore
memstore device bytes = 1073741824
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon max pg per osd = 1000
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
run dir = $dir/run
admin socket = $dir/run/\$name.asok
log file = $dir/log/\$name.log
mon data = $dir/mon/\$name
osd data = $dir/osd/\$name
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
rgw data = $dir/rgw
rgw dns name = 127.0.0.1
CONF

# shellcheck source=scripts/cluster/daemon.sh
. "$(dirname "${BASH_SOURCE[0]}")/daemon.sh"
start() { # name command...
  local name=$1
  shift
  start_daemon "$dir/pids" "$dir/log/$name.out" "$name" "$@"
}

monmaptool --create --addv a "[v2:127.0.0.1:$mon_port]" --fsid "$fsid" "$dir/monmap" >/dev/null
ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" >/dev/null
start ceph-mon ceph-mon -c "$conf" -f -i a
for _ in $(seq 1 60); do ceph -c "$conf" --connect-timeout 2 mon stat >/dev/null 2>&1 && break; sleep 0.5; done
osd_id=$(ceph -c "$conf" osd create)
mkdir -p "$dir/osd/osd.$osd_id"
ceph-osd -c "$conf" -i "$osd_id" --mkfs >/dev/null 2>&1
start ceph-osd ceph-osd -c "$conf" -f -i "$osd_id"
for _ in $(seq 1 60); do ceph -c "$conf" osd stat 2>/dev/null | grep -q '1 up' && break; sleep 0.5; done
start radosgw radosgw -c "$conf" -f -n client.rgw.a
for _ in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$rgw_port/" && break; sleep 0.5; done
access=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
secret=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
radosgw-admin -c "$conf" user create --uid=exam --display-name=exam --access-key="$access" --secret-key="$secret" >/dev/null
echo "S3_ENDPOINT=http://127.0.0.1:$rgw_port"
echo "S3_ACCESS_KEY_ID=$access"
echo "S3_SECRET_ACCESS_KEY=$secret"
