"""Bookkeeping of how many tokens leave the stack at each layer."""
from collections import defaultdict

import torch


class ExitStatistics:
    """Accumulates exit counts so the serving dashboard can plot depth usage."""

    def __init__(self, num_layers: int):
        self.num_layers = num_layers
        self.exits_per_layer = defaultdict(int)
        self.tokens_seen = 0

    def reset(self) -> None:
        self.exits_per_layer.clear()
        self.tokens_seen = 0

    def record(self, layer_idx: int, exited: torch.Tensor) -> None:
        # exited: bool mask [batch, seq] of tokens that exit at this layer
        n_exit = int(exited.sum().item())
        self.exits_per_layer[layer_idx] += n_exit
        self.tokens_seen += exited.numel()

    def mean_depth(self) -> float:
        total = sum(self.exits_per_layer.values())
        if total == 0:
            return float(self.num_layers)
        weighted = sum((k + 1) * v for k, v in self.exits_per_layer.items())
        return weighted / total
