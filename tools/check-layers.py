#!/usr/bin/env python3
"""Fails on an #include that runs against Headroom's layers (docs/architecture.md).

Top level: analysis < remote < widgets < app; a layer includes only itself and the layers before
it. Inside analysis/ the seven libraries have their own order (LIBS below, the same as the DEPS in
analysis/CMakeLists.txt). The probe (remote/probe/) is a static program of its own: it includes
only its own files and system headers, and the rest of Headroom may include only its protocol
header from it. Usage: check-layers.py [SOURCE_ROOT]; exit 1 and one line per violation.
"""

import os
import re
import sys

TOP = ["analysis", "remote", "widgets", "app"]
LIBS = {
    "core": [],
    "plan": ["core"],
    "import": ["core"],
    "store": ["core"],
    "verdict": ["core", "plan"],
    "report": ["core", "plan", "store", "verdict"],
    "project": ["core", "plan", "import", "store", "verdict", "report"],
}
PROBE = "remote/probe/"
PROBE_PUBLIC = {"remote/probe/protocol.h"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def violations(root):
    found = []
    for top in TOP:
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                if not name.endswith((".h", ".cpp", ".c")):
                    continue
                path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
                with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if m:
                            why = check(path, m.group(1))
                            if why:
                                found.append(f"{path}:{number}: includes \"{m.group(1)}\": {why}")
    return found


def check(source, target):
    if source.startswith(PROBE):
        if "/" in target and not target.startswith(PROBE):
            return "the probe includes only its own files (remote/probe/) and system headers"
        return None
    if target in PROBE_PUBLIC:
        return None  # the wire format, shared by the probe and every layer that reads its output
    if target.startswith(PROBE):
        return "only the probe's protocol header is shared with the rest of Headroom"
    if "/" not in target:
        return None  # a file next to it (tests' helpers, generated moc files)
    src_top, dst_top = source.split("/")[0], target.split("/")[0]
    if dst_top not in TOP:
        return None  # generated or third-party headers
    if TOP.index(dst_top) > TOP.index(src_top):
        return f"{src_top}/ may include only {', '.join(TOP[:TOP.index(src_top) + 1])}"
    if src_top == "analysis" and source.split("/")[1] not in LIBS:
        return "analysis/ sources live in one of its libraries: " + ", ".join(LIBS)
    if src_top == dst_top == "analysis":
        a, b = source.split("/")[1], target.split("/")[1]
        if b not in LIBS:
            return "analysis/ headers live in one of its libraries: " + ", ".join(LIBS)
        if a in LIBS and b != a and b not in LIBS[a]:
            allowed = ", ".join(LIBS[a]) or "nothing outside itself"
            return f"analysis/{a} may include {allowed}"
    return None


def self_test():
    """The check itself can fail: a tree with one include of each kind against the order."""
    import tempfile
    bad = {
        "analysis/core/run.h": '#include "analysis/store/store.h"',
        "analysis/plan/plan.cpp": '#include "analysis/verdict/verdict.h"',
        "analysis/stray.h": '#include "analysis/core/run.h"',
        "remote/device.cpp": '#include "widgets/mainwindow.h"',
        "remote/probe/runner.cpp": '#include "analysis/core/run.h"',
        "widgets/chart.cpp": '#include "remote/probe/runner.h"',
    }
    good = {
        "analysis/report/report.cpp": '#include "analysis/verdict/verdict.h"\n#include "remote/probe/protocol.h"',
        "app/main.cpp": '#include "widgets/mainwindow.h"',
        "remote/probe/main.cpp": '#include "runner.h"',
    }
    with tempfile.TemporaryDirectory() as root:
        for path, text in {**bad, **good}.items():
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text + "\n")
        flagged = {v.split(":")[0] for v in violations(root)}
    if flagged != set(bad):
        print(f"self-test: flagged {sorted(flagged)}, expected {sorted(bad)}")
        return 1
    print(f"self-test: the {len(bad)} planted violations are found, nothing else")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    found = violations(root)
    for v in found:
        print(v)
    if found:
        print(f"{len(found)} include(s) against the layers (docs/architecture.md)", file=sys.stderr)
        return 1
    print("layers: every include runs with the order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
