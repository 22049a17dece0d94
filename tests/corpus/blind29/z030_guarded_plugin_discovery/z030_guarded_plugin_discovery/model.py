import torch
from torch import nn

from . import capabilities as caps
from .registry import get_activation

if caps.USE_FUSED_KERNELS:  # pragma: no cover - optional dependency
    from corpus_z030_triton_kernels import fused_gated_act  # type: ignore
else:
    fused_gated_act = None


class GatedBlock(nn.Module):
    def __init__(self, dim: int = 8, hidden: int = 16, act: str = "silu"):
        super().__init__()
        self.act_name = act
        self.up = nn.Linear(dim, 2 * hidden)
        self.down = nn.Linear(hidden, dim)

    def _gate(self, h):
        if caps.USE_FUSED_KERNELS:
            return fused_gated_act(h, self.act_name)
        gate, up = h.chunk(2, dim=-1)
        return get_activation(self.act_name)(gate) * up

    def forward(self, x):
        h = self._gate(self.up(x))
        out = self.down(h)
        if caps.PY_GE_311:
            out = out + x
        else:
            out = torch.add(out, x)
        return out


compiled = torch.compile(GatedBlock(), fullgraph=True)
