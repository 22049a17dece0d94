from typing import Dict, Optional

import torch

from .interface import LogitBiasTable, LogitsProcessor


class MinPLogitsProcessor(LogitsProcessor):
    def __init__(self, max_num_reqs: int, device: torch.device):
        super().__init__(max_num_reqs, device)
        self.min_p = torch.zeros((max_num_reqs,), dtype=torch.float32, device=device)
        self.min_p_count = 0

    def is_argmax_invariant(self) -> bool:
        return True

    def set_min_p(self, row: int, min_p: float) -> None:
        if min_p > 0 and self.min_p[row] == 0:
            self.min_p_count += 1
        self.min_p[row] = min_p

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        if not self.min_p_count:
            return logits
        num_reqs = logits.shape[0]
        probability_values = torch.nn.functional.softmax(logits, dim=-1)
        max_probabilities = torch.amax(probability_values, dim=-1, keepdim=True)
        adjusted_min_p = max_probabilities.mul_(self.min_p[:num_reqs].unsqueeze(1))
        invalid_token_mask = probability_values < adjusted_min_p
        logits[invalid_token_mask] = -float("inf")
        return logits


class LogitBiasLogitsProcessor(LogitsProcessor):
    def __init__(self, max_num_reqs: int, device: torch.device, max_entries: int = 16):
        super().__init__(max_num_reqs, device)
        self.table = LogitBiasTable(max_num_reqs, max_entries, device)

    def is_argmax_invariant(self) -> bool:
        return False

    def set_logit_bias(self, row: int, logit_bias: Optional[Dict[int, float]]) -> None:
        self.table.set_row(row, logit_bias)

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        for row in self.table.active_rows():
            for token_id, bias in self.table.row_items(row):
                logits[row, token_id] += bias
        return logits
