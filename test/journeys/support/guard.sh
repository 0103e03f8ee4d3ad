#!/bin/sh
# Runs a browser or driver for the journeys (test/journeys) as the leader of its own process
# group, and ends the whole group when the command exits, or when this script's stdin, a pipe
# from the test worker that started it, closes: then that worker is gone, even killed by a
# SIGKILL that no exit hook of its own can see. `read` blocks on the pipe; nothing polls.
#
#   guard.sh COMMAND [ARGS…]           (or GUARDED=COMMAND guard.sh ARGS…, for launchers that
#                                       only let us choose the executable and not its arguments)
exec 4<&0
if [ -n "${GUARDED:-}" ]; then
  "$GUARDED" "$@" &
else
  "$@" &
fi
child=$!
{ read -r _ <&4; kill -KILL 0; } &
wait "$child"
kill -KILL 0
