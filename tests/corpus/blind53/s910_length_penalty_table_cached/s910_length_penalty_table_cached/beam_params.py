import functools
import logging
import math
from dataclasses import dataclass
from typing import Optional

import torch

logger = logging.getLogger(__name__)


@dataclass
class BeamSearchParams:
    beam_width: int
    max_tokens: int
    length_penalty: float = 1.0
    length_penalty_type: str = "hf"
    early_stopping: bool = False
    eos_token_id: int = 2
    min_tokens: Optional[int] = None

    @functools.cached_property
    def length_penalty_table(self) -> torch.Tensor:
        """Precomputed denominators indexed by sequence length (0 .. max_tokens)."""
        if self.length_penalty_type == "gnmt":
            values = [math.pow((5.0 + n) / 6.0, self.length_penalty) for n in range(self.max_tokens + 1)]
        else:
            values = [math.pow(max(n, 1), self.length_penalty) for n in range(self.max_tokens + 1)]
        logger.info(
            "built %s length-penalty table (alpha=%.2f, %d entries)",
            self.length_penalty_type,
            self.length_penalty,
            len(values),
        )
        return torch.tensor(values, dtype=torch.float32)

    @property
    def min_len(self) -> int:
        return self.min_tokens or 0
