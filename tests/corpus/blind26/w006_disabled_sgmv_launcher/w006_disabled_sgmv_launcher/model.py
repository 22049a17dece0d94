import torch
from torch import nn

from .ops import sgmv_shrink_expand
from .weights import StackedAdapterWeights


class LoRAAttentionOut(nn.Module):
    def __init__(self, hidden: int = 8, num_slots: int = 3, rank: int = 2):
        super().__init__()
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.adapters = StackedAdapterWeights(num_slots, hidden, hidden, rank)
        self.adapters.set_scaling(1, 16.0, rank)

    def forward(self, attn_out: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        w = self.adapters
        delta = sgmv_shrink_expand(attn_out, w.a, w.b, adapter_ids, w.scaling)
        return self.o_proj(attn_out) + delta


def build() -> LoRAAttentionOut:
    torch.manual_seed(0)
    return LoRAAttentionOut()


compiled_o_proj = torch.compile(build(), fullgraph=True)
