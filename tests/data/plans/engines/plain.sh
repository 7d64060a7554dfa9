#!/bin/sh
# No engine adapter: the prompt echoed, then an answer. Its TTFT can only be "first output".
cat "$1"
sleep 0.1
echo "answer"
