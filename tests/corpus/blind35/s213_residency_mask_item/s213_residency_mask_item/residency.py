"""Tracks which layers currently live on the compute device."""
import torch


class ResidencyTable:
    def __init__(self, num_layers: int, resident_layers: int):
        # stored as a tensor so it can be broadcast to other ranks as-is
        mask = torch.zeros(num_layers, dtype=torch.bool)
        mask[:resident_layers] = True
        self.mask = mask
        self.hits = 0
        self.misses = 0

    def is_resident(self, idx: int) -> bool:
        return bool(self.mask[idx].item())

    def mark(self, idx: int, resident: bool) -> None:
        self.mask[idx] = resident

    def resident_count(self) -> int:
        return int(self.mask.sum())

    def evict_tail(self, keep: int) -> None:
        self.mask[keep:] = False
