import torch
import torch.nn as nn

from . import metrics


class AdapterBank(nn.Module):
    def __init__(self, n: int, dim: int, rank: int):
        super().__init__()
        self.a = nn.Parameter(torch.randn(n, dim, rank) * 0.01)
        self.b = nn.Parameter(torch.randn(n, rank, dim) * 0.01)
        self.register_buffer("scale", torch.linspace(0.5, 2.0, n))

    def delta(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        metrics.record_adapter_usage(adapter_ids)
        h = torch.einsum("bd,bdr->br", x, self.a[adapter_ids])
        return torch.einsum("br,brd->bd", h, self.b[adapter_ids]) * self.scale[adapter_ids, None]
