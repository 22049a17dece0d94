import torch
import torch.nn as nn

from .ops import bgmv


class LoRADense(nn.Module):
    def __init__(self, dim: int = 8, rank: int = 2, n_slots: int = 4, alpha: float = 8.0):
        super().__init__()
        self.linear = nn.Linear(dim, dim)
        self.shrink_w = nn.Parameter(torch.randn(n_slots, rank, dim) * 0.05)
        self.expand_w = nn.Parameter(torch.randn(n_slots, dim, rank) * 0.05)
        self.scale = alpha / rank

    def lora_delta(self, x, indices):
        h = torch.ops.corpus_s248.bgmv(x, self.shrink_w, indices, 1.0)
        return bgmv(h, self.expand_w, indices, self.scale)

    def forward(self, x, indices):
        return self.linear(x) + self.lora_delta(x, indices)


dense = LoRADense()


@torch.compile(fullgraph=True)
def dense_forward(x, indices):
    with torch.no_grad():
        return dense(x, indices)
