"""Periodic neighbour search: minimum-image shifts cached per simulation box."""
import itertools

import torch


class PeriodicNeighborList:
    def __init__(self, cutoff: float, skin: float = 0.3):
        self.cutoff = cutoff
        self.skin = skin
        self._shift_cache: dict[tuple[float, ...], torch.Tensor] = {}

    def image_shifts(self, box: torch.Tensor) -> torch.Tensor:
        key = tuple(round(v, 6) for v in box.tolist())
        shifts = self._shift_cache.get(key)
        if shifts is None:
            reps = [max(1, int((self.cutoff + self.skin) // L) + 1) for L in key]
            cells = itertools.product(*(range(-r, r + 1) for r in reps))
            shifts = torch.tensor(list(cells), dtype=box.dtype, device=box.device) * box
            self._shift_cache[key] = shifts
        return shifts

    def displacements(self, pos: torch.Tensor, box: torch.Tensor) -> torch.Tensor:
        shifts = self.image_shifts(box)  # [S, 3]
        d = pos.unsqueeze(1).unsqueeze(2) - pos.unsqueeze(0).unsqueeze(2) + shifts  # [N, N, S, 3]
        return d.norm(dim=-1)
