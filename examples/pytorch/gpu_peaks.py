#!/usr/bin/env python3
"""Report a PyTorch workload's own GPU memory peaks to Headroom (docs/json-format.md,
"The workload's GPU memory peaks").

NVML sees what the whole process holds on a GPU (PyTorch's reserved memory, the CUDA context, other
libraries). PyTorch itself knows two more figures: the peak of its allocated tensors and the peak its
caching allocator reserved. Print them once per GPU, after the work, one line each:

    headroom:gpu_peak gpu=0 allocated=1610612736 reserved=2147483648 api=torch.cuda.max_memory

Headroom keeps the three figures apart per GPU and never adds them. Copy report_gpu_peaks() into
your script, or import it from here, and call it at the end of the measured work:

    import torch
    from gpu_peaks import report_gpu_peaks
    ... the model's work ...
    report_gpu_peaks(torch.cuda)

Run it under the probe as any command: headroom-probe run --out run -- python3 my_script.py
"""

import sys


def report_gpu_peaks(cuda, api="max_memory", out=None):
    """Print one headroom:gpu_peak line per visible GPU. `cuda` is torch.cuda.

    api="max_memory": torch.cuda.max_memory_allocated(i) / max_memory_reserved(i).
    api="memory_stats": torch.cuda.memory_stats(i)["allocated_bytes.all.peak"] / ["reserved_bytes.all.peak"].
    Both count since the process started or since torch.cuda.reset_peak_memory_stats(); a later line for
    the same GPU replaces an earlier one, so in a loop print after each pass or once at the end.
    """
    out = out or sys.stdout
    if not cuda.is_available():
        return
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
        # Whole bytes, digits only: Headroom refuses 1.5e9 or a negative count.
        print(f"headroom:gpu_peak gpu={i} allocated={int(allocated)} reserved={int(reserved)} api={name}",
              file=out, flush=True)


if __name__ == "__main__":
    import torch  # a real PyTorch with CUDA; the tests use a stand-in instead (tests/probe/torch_standin.py)

    x = torch.randn(4096, 4096, device="cuda")
    y = x @ x
    torch.cuda.synchronize()
    print("headroom:first_token", flush=True)
    del x, y
    report_gpu_peaks(torch.cuda)
