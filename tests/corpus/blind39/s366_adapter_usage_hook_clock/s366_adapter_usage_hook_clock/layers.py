from typing import Callable, List

import torch
from torch import nn


class LoRALinear(nn.Module):
    """Linear layer with a fixed set of resident adapters (one slot each)."""

    def __init__(self, name: str, in_features: int, out_features: int, slot_ranks=(4, 4), alpha: float = 8.0):
        super().__init__()
        self.layer_name = name
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.lora_a = nn.ParameterList(nn.Parameter(torch.randn(r, in_features) * 0.02) for r in slot_ranks)
        self.lora_b = nn.ParameterList(nn.Parameter(torch.randn(out_features, r) * 0.02) for r in slot_ranks)
        self.scalings = [alpha / r for r in slot_ranks]
        self.active_slots = (0, 1)
        self._post_apply_hooks: List[Callable] = []

    def register_post_apply_hook(self, hook: Callable) -> None:
        self._post_apply_hooks.append(hook)

    def forward(self, x: torch.Tensor, slot_mask: torch.Tensor) -> torch.Tensor:
        out = self.base(x)
        for slot in self.active_slots:
            delta = (x @ self.lora_a[slot].t()) @ self.lora_b[slot].t()
            out = out + self.scalings[slot] * slot_mask[:, slot : slot + 1] * delta
        for hook in self._post_apply_hooks:
            hook(self.layer_name, self.active_slots, x.shape[0])
        return out
