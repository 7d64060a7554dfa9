#!/bin/sh
# Stands in for headroom-probe on the device side: writes COUNT events.jsonl lines, each in two
# writes DELAY seconds apart (so readers see partial lines), then DONE in sha256sum's format.
# usage: emit-events.sh COUNT DELAY
count=$1
delay=$2
i=1
: > events.jsonl
while [ "$i" -le "$count" ]; do
    printf '{"v":1,"type":"sample","i":%d,' "$i" >> events.jsonl
    sleep "$delay"
    printf '"rss_kib":%d}\n' "$((i * 1024))" >> events.jsonl
    echo "$i $((i * 1024))" >> mem.log
    i=$((i + 1))
done
mkdir -p "rep 1"
echo "stdout of rep 1" > "rep 1/stdout.txt"
sha256sum events.jsonl mem.log "rep 1/stdout.txt" > DONE.part && mv DONE.part DONE
