import importlib.util

import torch

# triton kernels are only built for CUDA devices
HAS_TRITON = torch.cuda.is_available() and importlib.util.find_spec("triton") is not None

if HAS_TRITON:  # pragma: no cover - exercised on GPU CI only
    import triton
    import triton.language as tl
else:
    triton = None
    tl = None


def next_power_of_2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()
