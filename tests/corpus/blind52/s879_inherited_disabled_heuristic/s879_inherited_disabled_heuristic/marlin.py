import torch
from torch import nn

from .kernel_base import TunedKernelMixin


def pack_int4(w: torch.Tensor, group_size: int):
    N, K = w.shape
    wg = w.view(N, K // group_size, group_size)
    scales = wg.abs().amax(dim=-1).clamp(min=1e-8) / 7.0
    q = torch.round(wg / scales[..., None]).clamp(-8, 7).to(torch.int8)
    return q.view(N, K), scales


class MarlinInt4Linear(TunedKernelMixin, nn.Module):
    def __init__(self, in_features: int, out_features: int, group_size: int = 4):
        super().__init__()
        self._init_config_cache()
        self.group_size = group_size
        q, scales = pack_int4(torch.randn(out_features, in_features), group_size)
        self.register_buffer("qweight", q)
        self.register_buffer("scales", scales)

    def dequantize(self) -> torch.Tensor:
        N, K = self.qweight.shape
        w = self.qweight.view(N, K // self.group_size, self.group_size).float()
        return (w * self.scales[..., None]).view(N, K)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self._apply_blocked(x, self.dequantize().to(x.dtype))


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.gate_proj = MarlinInt4Linear(hidden_size, intermediate_size)
        self.up_proj = MarlinInt4Linear(hidden_size, intermediate_size)
        self.down_proj = MarlinInt4Linear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(torch.nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


_mlp = GatedMLP().eval()


@torch.compile(fullgraph=True, dynamic=False)
def run_mlp(x: torch.Tensor) -> torch.Tensor:
    return _mlp(x)
