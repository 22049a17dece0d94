import torch
from torch import nn

from .checks import normalize_ids


class LoRABase(nn.Module):
    def __init__(self, hidden: int, out: int, slots: int, rank: int):
        super().__init__()
        self.slots = slots
        self.lora_a = nn.Parameter(torch.randn(slots, rank, hidden) * 0.02)
        self.lora_b = nn.Parameter(torch.randn(slots, out, rank) * 0.02)

    def lora(self, x: torch.Tensor, adapter_ids: torch.Tensor) -> torch.Tensor:
        ids = normalize_ids(adapter_ids, self.slots)
        h = torch.einsum("th,trh->tr", x, self.lora_a[ids])
        return torch.einsum("tr,tor->to", h, self.lora_b[ids])


class LoRAQKV(LoRABase):
    def __init__(self, hidden: int = 8, slots: int = 4, rank: int = 2):
        super().__init__(hidden, 3 * hidden, slots, rank)
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor, adapter_ids: torch.Tensor):
        qkv = self.qkv(x) + self.lora(x, adapter_ids)
        return qkv.chunk(3, dim=-1)

    @torch.no_grad()
    def load_adapter(self, slot: int, a: torch.Tensor, b: torch.Tensor) -> None:
        """Copy a tenant's adapter into a slot; a/b come from the checkpoint as [r, in] / [out, r]."""
        if not 0 <= slot < self.slots:
            raise IndexError(f"slot {slot} outside [0, {self.slots})")
        r = a.shape[0]
        self.lora_a[slot].zero_()
        self.lora_b[slot].zero_()
        self.lora_a[slot, :r].copy_(a)
        self.lora_b[slot, :, :r].copy_(b)

    def evict_adapter(self, slot: int) -> None:
        with torch.no_grad():
            self.lora_a[slot].zero_()
            self.lora_b[slot].zero_()
