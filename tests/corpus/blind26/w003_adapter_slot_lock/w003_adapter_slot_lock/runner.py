import torch
from torch import nn

from . import kernels
from .manager import AdapterSlotManager


class LoRARunner:
    def __init__(self, hidden: int = 8, rank: int = 2, num_slots: int = 4):
        torch.manual_seed(0)
        self.proj = nn.Linear(hidden, hidden)
        self.slots = AdapterSlotManager(num_slots, hidden, rank)
        self.slots.load("tenant-a", torch.randn(hidden, rank), torch.randn(rank, hidden))
        self.scale = 0.5

    def _apply_lora(self, x: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
        a_stack, b_stack = self.slots.stacked()
        h = kernels.bgmv_shrink(x, a_stack, ids)
        return kernels.bgmv_expand(h, b_stack, ids) * self.scale

    def forward_decode(self, x: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
        return self.proj(x) + self._apply_lora(x, ids)


runner = LoRARunner()
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
