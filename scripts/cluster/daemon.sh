# shellcheck shell=bash
# Sourced by up.sh and ceph-rgw-up.sh (not run).
# start_daemon PID_FILE LOG_FILE NAME COMMAND... : the command in a session of its own, with no terminal and its own
# log (a daemon sharing the caller's stdout keeps a pipe like `up.sh | grep` open forever), its PID appended to PID_FILE
# for down.sh.
start_daemon() {
  local pid_file=$1 log_file=$2 name=$3
  shift 3
  setsid "$@" </dev/null >"$log_file" 2>&1 &
  echo "$! $name" >>"$pid_file"
}
