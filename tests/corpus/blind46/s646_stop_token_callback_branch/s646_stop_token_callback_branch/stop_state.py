from dataclasses import dataclass, field
from typing import Tuple

import torch


@dataclass
class StopState:
    stop_token_ids: Tuple[int, ...]
    vocab_size: int
    num_stopped: int = 0
    stop_ids: torch.Tensor = field(init=False)

    def __post_init__(self):
        self.stop_ids = torch.tensor(self.stop_token_ids, dtype=torch.long)

    def observe(self, next_tokens: torch.Tensor, finished: torch.Tensor) -> torch.Tensor:
        hit = torch.isin(next_tokens, self.stop_ids) & ~finished
        if hit.any():
            self.num_stopped += 1
        return hit
