import warnings

import torch

try:
    from ._rotary_C import apply_rotary_inplace  # built by setup.py on CUDA machines
except ImportError:

    def apply_rotary_inplace(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        warnings.warn("_rotary_C extension not built; using the slow PyTorch rotary path")
        x1, x2 = x[..., ::2], x[..., 1::2]
        out = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1)
        return out.flatten(-2)
