#!/usr/bin/env python3
"""Report a PyTorch workload's own GPU memory peaks to Headroom (docs/json-format.md,
"The workload's GPU memory peaks").

NVML sees what the whole process holds on a GPU (PyTorch's reserved memory, the CUDA context, other
libraries). PyTorch itself knows two more figures: the peak of its allocated tensors and the peak its
caching allocator reserved. Give them to Headroom in either of two ways, after the measured work:

- print one line per GPU (report_gpu_peaks):

    headroom:gpu_peak gpu=0 allocated=1610612736 reserved=2147483648 api=torch.cuda.max_memory

- or write them as JSON to the file the probe names in $HEADROOM_GPU_PEAKS_FILE (write_gpu_peaks_file),
  for a workload whose output is not its own to print on (a server, a library that owns stdout):

    {"gpus": [{"gpu": 0, "allocated": 1610612736, "reserved": 2147483648, "api": "torch.cuda.max_memory"}]}

Headroom keeps the three figures apart per GPU and never adds them. Where both come for one GPU, the
file's replace the lines'. Copy the functions into your script, or import them from here, and call one
at the end of the measured work:

    import torch
    from gpu_peaks import report_gpu_peaks, write_gpu_peaks_file
    ... the model's work ...
    report_gpu_peaks(torch.cuda)       # or: write_gpu_peaks_file(torch.cuda)

Run it under the probe as any command: headroom-probe run --out run -- python3 my_script.py
"""

import json
import os
import sys


def _gpu_peaks(cuda, api):
    """(gpu, allocated, reserved, api name) per visible GPU, whole bytes. `cuda` is torch.cuda.

    api="max_memory": torch.cuda.max_memory_allocated(i) / max_memory_reserved(i).
    api="memory_stats": torch.cuda.memory_stats(i)["allocated_bytes.all.peak"] / ["reserved_bytes.all.peak"].
    Both count since the process started or since torch.cuda.reset_peak_memory_stats().
    """
    if not cuda.is_available():
        return []
    peaks = []
    for i in range(cuda.device_count()):
        if api == "memory_stats":
            stats = cuda.memory_stats(i)
            allocated = stats.get("allocated_bytes.all.peak", 0)
            reserved = stats.get("reserved_bytes.all.peak", 0)
            name = "torch.cuda.memory_stats"
        else:
            allocated = cuda.max_memory_allocated(i)
            reserved = cuda.max_memory_reserved(i)
            name = "torch.cuda.max_memory"
        # Whole bytes: Headroom refuses 1.5e9, 2147483648.0 or a negative count.
        peaks.append((i, int(allocated), int(reserved), name))
    return peaks


def report_gpu_peaks(cuda, api="max_memory", out=None):
    """Print one headroom:gpu_peak line per visible GPU. `cuda` is torch.cuda.

    A later line for the same GPU replaces an earlier one, so in a loop print after each pass or once
    at the end.
    """
    out = out or sys.stdout
    for gpu, allocated, reserved, name in _gpu_peaks(cuda, api):
        print(f"headroom:gpu_peak gpu={gpu} allocated={allocated} reserved={reserved} api={name}",
              file=out, flush=True)


def write_gpu_peaks_file(cuda, api="max_memory", path=None):
    """Write every visible GPU's peaks to the file $HEADROOM_GPU_PEAKS_FILE names; `cuda` is torch.cuda.

    Does nothing, and returns None, outside the probe (the variable unset). The probe reads the file
    once the workload has exited, so call it at the end; a second call replaces the file. It is
    written under another name and renamed, so the probe never reads half a file. Returns the path.
    """
    path = path or os.environ.get("HEADROOM_GPU_PEAKS_FILE")
    if not path:
        return None
    doc = {"gpus": [{"gpu": gpu, "allocated": allocated, "reserved": reserved, "api": name}
                    for gpu, allocated, reserved, name in _gpu_peaks(cuda, api)]}
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f)
    os.replace(tmp, path)
    return path


if __name__ == "__main__":
    import torch  # a real PyTorch with CUDA; the tests use a stand-in instead (tests/probe/torch_standin.py)

    x = torch.randn(4096, 4096, device="cuda")
    y = x @ x
    torch.cuda.synchronize()
    print("headroom:first_token", flush=True)
    del x, y
    report_gpu_peaks(torch.cuda)
    write_gpu_peaks_file(torch.cuda)
