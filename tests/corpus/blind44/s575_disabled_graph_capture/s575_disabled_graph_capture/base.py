from typing import Dict, Sequence

import torch
from torch import nn

from .capture import CapturedGraph, lookup_or_capture


class BaseGraphRunner(nn.Module):
    def __init__(self, hidden_size: int, capture_bs: Sequence[int]):
        super().__init__()
        self.hidden_size = hidden_size
        self.capture_bs = sorted(capture_bs)
        self._graphs: Dict[int, CapturedGraph] = {}

    def padded_batch_size(self, raw_bs: int) -> int:
        for bs in self.capture_bs:
            if bs >= raw_bs:
                return bs
        raise RuntimeError(f"no captured graph for batch size {raw_bs}")

    def _select_graph(self, raw_bs: int) -> CapturedGraph:
        bs = self.padded_batch_size(raw_bs)
        return lookup_or_capture(self._graphs, bs, self.hidden_size)

    def compute(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def run(self, x: torch.Tensor) -> torch.Tensor:
        raw_bs = x.shape[0]
        graph = self._select_graph(raw_bs)
        graph.static_output[:raw_bs].copy_(self.compute(x))
        return graph.static_output[:raw_bs]
