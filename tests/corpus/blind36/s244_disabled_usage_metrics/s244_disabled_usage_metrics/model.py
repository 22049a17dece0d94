import torch
import torch.nn as nn

from .adapters import AdapterBank


class MultiLoRAAttentionProj(nn.Module):
    def __init__(self, dim: int = 8, n_adapters: int = 3, rank: int = 2):
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim)
        self.banks = nn.ModuleList([AdapterBank(n_adapters, dim, rank) for _ in range(3)])

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q = q + self.banks[0].delta(x, adapter_ids)
        k = k + self.banks[1].delta(x, adapter_ids)
        v = v + self.banks[2].delta(x, adapter_ids)
        return q, k, v


proj = MultiLoRAAttentionProj()


@torch.compile(fullgraph=True)
def project(x: torch.Tensor, adapter_ids: torch.Tensor):
    return proj(x, adapter_ids)
