import torch
from torch import nn

from .slots import active_slots


class PagedKVWriter(nn.Module):
    def __init__(self, num_slots: int = 4, hidden: int = 8) -> None:
        super().__init__()
        self.register_buffer("cache", torch.zeros(num_slots, hidden))
        self.proj = nn.Linear(hidden, hidden)

    def forward(self, hidden: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        kv = self.proj(hidden)
        out = torch.zeros_like(kv)
        for slot in active_slots(seq_lens):
            out[slot] = kv[slot] + self.cache[slot]
        return out


compiled = torch.compile(PagedKVWriter(), fullgraph=True)
