import torch
from torch import nn

from .lora_config import LORA_CFG, MetaCache


class PunicaWrapper(nn.Module):
    def __init__(self, hidden: int = 8, rank: int = 4, max_loras: int = 2):
        super().__init__()
        self.lora_a = nn.Parameter(torch.randn(max_loras, rank, hidden) * 0.1)
        self.lora_b = nn.Parameter(torch.randn(max_loras, hidden, rank) * 0.1)
        self.meta_cache = MetaCache()

    def forward(self, x: torch.Tensor, token_lora_idx: torch.Tensor) -> torch.Tensor:
        meta = self.meta_cache.get_or_create(LORA_CFG)
        a = self.lora_a[token_lora_idx]
        b = self.lora_b[token_lora_idx]
        shrink = torch.bmm(a, x.unsqueeze(-1))
        expand = torch.bmm(b, shrink).squeeze(-1)
        return x + expand / meta["slices"]


compiled_lora_mm = torch.compile(PunicaWrapper(), fullgraph=True)
