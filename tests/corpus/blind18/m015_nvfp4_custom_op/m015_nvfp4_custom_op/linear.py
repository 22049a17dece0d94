import torch
from torch import nn

from .packing import quantize_to_nvfp4


class NVFP4Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, global_scale: float = 1.0):
        super().__init__()
        packed, scale = quantize_to_nvfp4(torch.randn(out_features, in_features) * 0.1)
        self.register_buffer("weight_packed", packed)
        self.register_buffer("weight_scale", scale)
        self.global_scale = global_scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.corpus_m015.nvfp4_gemm(x, self.weight_packed, self.weight_scale, self.global_scale)


_proj = NVFP4Linear(32, 16)


def _project(x: torch.Tensor) -> torch.Tensor:
    h = torch.nn.functional.pad(x, (0, 32 - x.shape[-1]))
    return torch.nn.functional.gelu(_proj(h))


step = torch.compile(_project, fullgraph=True)
