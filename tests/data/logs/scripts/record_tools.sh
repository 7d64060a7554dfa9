#!/bin/sh
# Records the hyperfine and GNU time fixtures with the real tools (Debian 12: hyperfine 1.15.0,
# GNU time 1.9). Run from tests/data/logs: sh scripts/record_tools.sh
set -e
hyperfine -N -i --runs 6 --warmup 1 -L mb 16,48 \
    --export-json hyperfine.json --export-csv hyperfine.csv --export-markdown hyperfine-export.markdown \
    'python3 scripts/alloc.py {mb}' 'sh -c "exit 3"'
/usr/bin/time -v -o gnutime-v.txt python3 scripts/grow.py 0.2
/usr/bin/time -f '%e %M %x' -a -o gnutime-f-e-M-x.txt python3 scripts/alloc.py 16
/usr/bin/time -f '%e %M %x' -a -o gnutime-f-e-M-x.txt python3 scripts/alloc.py 48
/usr/bin/time -f '%e %M %x' -a -o gnutime-f-e-M-x.txt sh -c 'exit 3' || true
/usr/bin/time -o gnutime-default.txt python3 scripts/alloc.py 32
