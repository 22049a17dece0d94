import torch
from torch import nn

from .batch_meta import MetaCache


class MultiLoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, num_slots: int, rank: int, cache: MetaCache):
        super().__init__()
        self.base = base
        self.a = nn.Parameter(torch.randn(num_slots, base.in_features, rank) * 0.02)
        self.b = nn.Parameter(torch.randn(num_slots, rank, base.out_features) * 0.02)
        self.cache = cache

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        meta = self.cache.get(adapter_ids)
        a = self.a[meta.token_ids]
        b = self.b[meta.token_ids]
        delta = torch.bmm(torch.bmm(x.unsqueeze(1), a), b).squeeze(1)
        return self.base(x) + delta * meta.slot_mask


class TwoLayerBlock(nn.Module):
    def __init__(self, hidden: int = 8, num_slots: int = 3, rank: int = 2):
        super().__init__()
        cache = MetaCache(num_slots)
        self.q = MultiLoRALinear(nn.Linear(hidden, hidden), num_slots, rank, cache)
        self.o = MultiLoRALinear(nn.Linear(hidden, hidden), num_slots, rank, cache)

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        h = torch.relu(self.q(x, adapter_ids))
        return self.o(h, adapter_ids)


def make_compiled():
    torch.manual_seed(0)
    return torch.compile(TwoLayerBlock(), fullgraph=True)


compiled_block = make_compiled()
