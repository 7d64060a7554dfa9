#!/usr/bin/env python3
"""A stand-in for a PyTorch workload on a GPU (tst_probetorchmem): torch cannot be installed here, so
a small object answers the torch.cuda calls that examples/pytorch/gpu_peaks.py makes, with the
figures given on the command line, and the example's own functions report them.

    torch_standin.py EXAMPLES_DIR API GPUS ALLOCATED RESERVED NVML_BYTES [ROUTE]

GPU i reports ALLOCATED + i and RESERVED + i bytes (distinct per GPU). ROUTE: "line" (the default,
report_gpu_peaks() prints headroom:gpu_peak lines), "file" (write_gpu_peaks_file() writes the file
$HEADROOM_GPU_PEAKS_FILE names) or "both": first a line for every GPU with 1024 bytes less of each,
then the file for GPU 0 alone, so GPU 0 shows which one won and GPU 1 that a line still counts. With NVML_BYTES > 0 and
$HEADROOM_STANDIN_NVML set, the script first lists itself on GPU 0 in the stand-in NVML library's
control file, as the CUDA driver lists a process holding memory, and waits (bounded) until the probe
has read it twice ("seen PID" in $HEADROOM_STANDIN_NVML_SEEN), so NVML's figure is in the peaks.
"""

import os
import sys
import time

sys.path.insert(0, sys.argv[1])
from gpu_peaks import report_gpu_peaks, write_gpu_peaks_file  # noqa: E402

api, gpus, allocated, reserved, nvml = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
route = sys.argv[7] if len(sys.argv) > 7 else "line"


class Cuda:
    def __init__(self, count=gpus, less=0):
        self.count, self.less = count, less

    def is_available(self):
        return self.count > 0

    def device_count(self):
        return self.count

    def max_memory_allocated(self, i):
        return allocated + i - self.less

    def max_memory_reserved(self, i):
        return reserved + i - self.less

    def memory_stats(self, i):
        return {"allocated_bytes.all.peak": self.max_memory_allocated(i),
                "reserved_bytes.all.peak": self.max_memory_reserved(i)}


control = os.environ.get("HEADROOM_STANDIN_NVML")
if nvml > 0 and control:
    with open(control, "a") as f:
        f.write(f"process 0 {os.getpid()} {nvml}\n")
    seen = os.environ.get("HEADROOM_STANDIN_NVML_SEEN", "")
    for _ in range(2000):  # at most about 20 s
        try:
            with open(seen) as f:
                if sum(1 for line in f if line.strip() == f"seen {os.getpid()}") >= 2:
                    break
        except OSError:
            pass
        time.sleep(0.01)

print("warming up", flush=True)
if route == "line":
    report_gpu_peaks(Cuda(), api=api)
elif route == "file":
    if not write_gpu_peaks_file(Cuda(), api=api):
        sys.exit("HEADROOM_GPU_PEAKS_FILE is not set")
else:
    report_gpu_peaks(Cuda(less=1024), api=api)
    if not write_gpu_peaks_file(Cuda(count=1), api=api):
        sys.exit("HEADROOM_GPU_PEAKS_FILE is not set")
