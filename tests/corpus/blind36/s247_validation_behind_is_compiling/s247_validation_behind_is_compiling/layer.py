import torch
import torch.nn as nn

from .checks import validate_adapter_ids


class SlotWeights(nn.Module):
    def __init__(self, num_slots: int, dim: int, out: int, rank: int):
        super().__init__()
        self.num_slots = num_slots
        self.a = nn.Parameter(torch.randn(num_slots, rank, dim) * 0.01)
        self.b = nn.Parameter(torch.randn(num_slots, out, rank) * 0.01)
        self.register_buffer("scaling", torch.ones(num_slots))

    def gather(self, adapter_ids: torch.Tensor):
        if not torch.compiler.is_compiling():
            validate_adapter_ids(adapter_ids, self.num_slots)
        return self.a[adapter_ids], self.b[adapter_ids], self.scaling[adapter_ids]


class LoRAQKV(nn.Module):
    def __init__(self, dim: int = 8, num_slots: int = 4, rank: int = 2):
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim)
        self.slots = SlotWeights(num_slots, dim, 3 * dim, rank)

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        a, b, s = self.slots.gather(adapter_ids)
        h = torch.bmm(a, x.unsqueeze(-1))
        delta = torch.bmm(b, h).squeeze(-1) * s.unsqueeze(-1)
        return self.qkv(x) + delta


qkv = LoRAQKV()


@torch.compile(fullgraph=True, dynamic=False)
def run_qkv(x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
    return qkv(x, adapter_ids)
