import torch
from torch import nn

from .segments import SegmentInfo


class SegmentLoRALinear(nn.Module):
    def __init__(self, hidden: int = 8, slots: int = 3, rank: int = 2, alpha: float = 8.0):
        super().__init__()
        g = torch.Generator().manual_seed(3)
        self.base = nn.Linear(hidden, hidden)
        self.register_buffer("a_stack", torch.randn(slots, hidden, rank, generator=g))
        self.register_buffer("b_stack", torch.randn(slots, rank, hidden, generator=g))
        self.scaling = alpha / rank

    def forward(self, x: torch.Tensor, seg: SegmentInfo) -> torch.Tensor:
        delta = torch.ops.corpus_w009.sgmv(
            x, self.a_stack, self.b_stack, seg.indptr, seg.slots, self.scaling
        )
        return self.base(x) + delta


torch.manual_seed(0)
compiled_linear = torch.compile(SegmentLoRALinear(), fullgraph=True)
