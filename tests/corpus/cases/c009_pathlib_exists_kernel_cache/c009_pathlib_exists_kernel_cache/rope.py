import torch

from .kernel_cache import KERNELS


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


@torch.compile(fullgraph=True)
def apply_rope(x: torch.Tensor) -> torch.Tensor:
    pos = torch.arange(x.shape[0], dtype=x.dtype).unsqueeze(-1)
    inv_freq = 1.0 / (10000 ** (torch.arange(0, x.shape[-1], 2, dtype=x.dtype) / x.shape[-1]))
    freqs = torch.cat([pos * inv_freq, pos * inv_freq], dim=-1)
    if KERNELS.has_prebuilt("rotary_embedding"):
        pass
    return x * freqs.cos() + _rotate_half(x) * freqs.sin()
