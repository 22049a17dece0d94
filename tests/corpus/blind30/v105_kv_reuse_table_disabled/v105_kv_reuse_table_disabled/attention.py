import torch
from torch import nn

from .reuse_table import KVReuseTable


class SlotAttention(nn.Module):
    def __init__(self, hidden: int = 8, num_slots: int = 16):
        super().__init__()
        self.q = nn.Linear(hidden, hidden, bias=False)
        self.register_buffer("k_cache", torch.randn(num_slots, hidden))
        self.register_buffer("v_cache", torch.randn(num_slots, hidden))
        self.table = KVReuseTable(num_slots)

    def gather(self, slot_ids: torch.Tensor) -> tuple:
        return self.k_cache[slot_ids], self.v_cache[slot_ids]

    def forward(self, x: torch.Tensor, slot_ids: torch.Tensor, request_id: int = 0) -> torch.Tensor:
        k, v = self.gather(slot_ids)
        self.table.record(request_id, slot_ids)
        scores = self.q(x) @ k.T * (x.shape[-1] ** -0.5)
        return torch.softmax(scores, dim=-1) @ v


class Decoder(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.attn = SlotAttention(hidden)
        self.norm = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        return x + self.attn(self.norm(x), slot_ids)


compiled_decoder = torch.compile(Decoder(), fullgraph=True)
