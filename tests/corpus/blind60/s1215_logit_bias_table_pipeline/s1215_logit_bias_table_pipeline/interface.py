from abc import ABC, abstractmethod
from typing import Dict, List, Optional

import torch


class LogitsProcessor(ABC):
    """Batch-level logits processor applied before sampling."""

    def __init__(self, max_num_reqs: int, device: torch.device):
        self.max_num_reqs = max_num_reqs
        self.device = device

    @abstractmethod
    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    @abstractmethod
    def is_argmax_invariant(self) -> bool:
        raise NotImplementedError


class LogitBiasTable:
    """Packed per-request logit bias: row r holds (token_id, bias) pairs, padded with -1."""

    def __init__(self, max_num_reqs: int, max_entries: int, device: torch.device):
        self.token_ids = torch.full((max_num_reqs, max_entries), -1, dtype=torch.int64, device=device)
        self.values = torch.zeros((max_num_reqs, max_entries), dtype=torch.float32, device=device)
        self.num_entries = [0] * max_num_reqs

    def set_row(self, row: int, biases: Optional[Dict[int, float]]) -> None:
        self.token_ids[row].fill_(-1)
        self.values[row].zero_()
        if not biases:
            self.num_entries[row] = 0
            return
        items = sorted(biases.items())[: self.token_ids.shape[1]]
        for j, (tok, val) in enumerate(items):
            self.token_ids[row, j] = tok
            self.values[row, j] = val
        self.num_entries[row] = len(items)

    def active_rows(self) -> List[int]:
        return [r for r, n in enumerate(self.num_entries) if n > 0]

    def row_items(self, row: int):
        n = self.num_entries[row]
        return zip(self.token_ids[row, :n].tolist(), self.values[row, :n].tolist())
