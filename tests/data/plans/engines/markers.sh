#!/bin/sh
# The marker protocol (docs/json-format.md, "Time to first token"): a workload marks its own
# stages. Loads for 0.2 s, marks the first token, then four more 0.05 s apart, then the iteration.
echo "loading"
sleep 0.2
echo "loaded"
echo "headroom:first_token"
for i in 1 2 3 4; do sleep 0.05; echo "headroom:token" >&2; done
echo "headroom:iteration"
