#!/usr/bin/env bash
# Fails when lupdate finds a user-visible string without a finished zh_CN translation, or when the
# committed .ts holds entries the sources no longer have. Runs lupdate on a copy: the committed
# file is never changed by a test.
# Usage: check_translations.sh LUPDATE SOURCES_LST TS_FILE
set -euo pipefail
lupdate="$1" lst="$2" ts="$3"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$ts" "$work/check.ts"
"$lupdate" -no-obsolete -locations none "@$lst" -ts "$work/check.ts" >"$work/lupdate.log" 2>&1 \
    || { cat "$work/lupdate.log"; exit 1; }
python3 - "$work/check.ts" "$ts" <<'PY'
import sys, xml.etree.ElementTree as ET
check, committed = sys.argv[1], sys.argv[2]
root = ET.parse(check).getroot()
bad = []
total = 0
for ctx in root.iter('context'):
    name = ctx.findtext('name')
    for m in ctx.iter('message'):
        total += 1
        t = m.find('translation')
        src = m.findtext('source')
        kind = t.get('type') if t is not None else 'missing'
        if kind in ('unfinished', 'missing', 'vanished', 'obsolete'):
            bad.append(f"{name}: {kind}: {src!r}")
        elif m.get('numerus') == 'yes':
            if not [n for n in t.findall('numerusform') if (n.text or '').strip()]:
                bad.append(f"{name}: empty plural: {src!r}")
        elif not (t.text or '').strip():
            bad.append(f"{name}: empty: {src!r}")
# Entries in the committed file that lupdate would drop: the file is stale.
old = ET.parse(committed).getroot()
old_n = sum(1 for _ in old.iter('message'))
for b in bad[:50]:
    print(b)
print(f"{total} strings, {len(bad)} without a zh_CN translation; committed file has {old_n} entries")
if old_n != total:
    print("the committed .ts is out of date: run `cmake --build build --target update_translations` and translate")
sys.exit(1 if bad or old_n != total else 0)
PY
