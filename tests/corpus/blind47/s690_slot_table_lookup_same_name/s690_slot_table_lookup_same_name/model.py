from __future__ import annotations

import torch
from torch import nn

from .slots import ResidentSlotTable
from .storage import AdapterDiskCache


class MultiLoRAOutputProj(nn.Module):
    def __init__(self, dim: int = 8, max_loras: int = 3, rank: int = 2,
                 adapter_root: str = "/nonexistent/lora_adapters"):
        super().__init__()
        self.o_proj = nn.Linear(dim, dim, bias=False)
        self.disk_cache = AdapterDiskCache(adapter_root)
        self.slots = ResidentSlotTable(max_loras)
        # slot 0 stays zero: the "no adapter" slot
        self.register_buffer("lora_a", torch.zeros(max_loras + 1, rank, dim))
        self.register_buffer("lora_b", torch.zeros(max_loras + 1, dim, rank))
        self.batch_adapter_names: tuple[str | None, ...] = ()
        self.tokens_per_request = 1

    def load_adapter(self, name: str) -> int:
        meta = self.disk_cache.lookup(name)
        if meta is None:
            raise FileNotFoundError(name)
        weights = self.disk_cache.load_weights(name)
        slot = self.slots.insert(name, meta.alpha / meta.rank)
        self.lora_a[slot, : meta.rank].copy_(weights["lora_A"])
        self.lora_b[slot, :, : meta.rank].copy_(weights["lora_B"])
        return slot

    def prepare_batch(self, adapter_names, tokens_per_request: int) -> None:
        self.batch_adapter_names = tuple(adapter_names)
        self.tokens_per_request = tokens_per_request

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        idx = torch.tensor(self.slots.token_slots(self.batch_adapter_names, self.tokens_per_request),
                           device=hidden_states.device)
        scaling = torch.tensor(self.slots.scaling_vector(), device=hidden_states.device)[idx]
        shrunk = torch.bmm(self.lora_a[idx], hidden_states.unsqueeze(-1))
        delta = torch.bmm(self.lora_b[idx], shrunk).squeeze(-1)
        return self.o_proj(hidden_states) + delta * scaling.unsqueeze(-1)
