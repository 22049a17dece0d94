from dataclasses import dataclass, field
from typing import Dict, Optional

import torch


@dataclass
class SamplingMetadata:
    temperature: torch.Tensor
    all_greedy: bool
    all_random: bool

    top_p: Optional[torch.Tensor]
    top_k: Optional[torch.Tensor]

    # Request index in the batch -> user supplied seed.
    seeds: Dict[int, int] = field(default_factory=dict)

    max_num_logprobs: Optional[int] = None

    @property
    def has_seeded_requests(self) -> bool:
        return len(self.seeds) > 0
