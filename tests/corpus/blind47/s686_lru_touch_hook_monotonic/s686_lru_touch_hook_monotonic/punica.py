from __future__ import annotations

from typing import Callable

import torch


class PunicaWrapper:
    def __init__(self, max_loras: int):
        self.max_loras = max_loras
        self.active_slots: tuple[int, ...] = ()
        self._batch_hooks: list[Callable[[tuple[int, ...]], None]] = []

    def register_batch_hook(self, fn: Callable[[tuple[int, ...]], None]) -> None:
        self._batch_hooks.append(fn)

    def update_metadata(self, active_slots: tuple[int, ...]) -> None:
        self.active_slots = tuple(active_slots)

    def _run_batch_hooks(self) -> None:
        for hook in self._batch_hooks:
            hook(self.active_slots)

    def add_lora(self, y: torch.Tensor, x: torch.Tensor, lora_a: torch.Tensor,
                 lora_b: torch.Tensor, token_lora_indices: torch.Tensor, scale: float) -> torch.Tensor:
        self._run_batch_hooks()
        a = lora_a.index_select(0, token_lora_indices)
        b = lora_b.index_select(0, token_lora_indices)
        shrunk = torch.bmm(x.unsqueeze(1), a.transpose(1, 2))
        return y + torch.bmm(shrunk, b.transpose(1, 2)).squeeze(1) * scale
