import math

import torch
from torch import nn

from . import envs
from .validate import validate_batch


class MultiTenantLinear(nn.Module):
    def __init__(self, hidden: int = 8, num_slots: int = 3, alphas=(0.0, 16.0, 4.0)):
        super().__init__()
        rank = envs.MAX_RANK
        self.num_slots = num_slots
        self.base = nn.Linear(hidden, hidden)
        self.lora_a = nn.Parameter(torch.randn(num_slots, hidden, rank) / math.sqrt(hidden))
        self.lora_b = nn.Parameter(torch.zeros(num_slots, rank, hidden))
        # rsLoRA scaling table, computed once on the host
        self.register_buffer(
            "scaling", torch.tensor([a / math.sqrt(rank) for a in alphas], dtype=torch.float32)
        )

    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        validate_batch(adapter_ids, self.num_slots)
        a = self.lora_a.index_select(0, adapter_ids)
        b = self.lora_b.index_select(0, adapter_ids)
        delta = torch.bmm(torch.bmm(x.unsqueeze(1), a), b).squeeze(1)
        return self.base(x) + delta * self.scaling[adapter_ids].unsqueeze(-1)


torch.manual_seed(0)
model = MultiTenantLinear()
compiled_forward = torch.compile(model, fullgraph=True)
