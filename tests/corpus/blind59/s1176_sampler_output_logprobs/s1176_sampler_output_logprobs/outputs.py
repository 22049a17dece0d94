from dataclasses import dataclass, field
from typing import Dict, List, Optional

import torch


@dataclass
class GenerateDecoderOnlyOutput:
    sequences: torch.Tensor
    scores: Optional[torch.Tensor] = None
    logits: Optional[torch.Tensor] = None
    meta: Dict[str, object] = field(default_factory=dict)

    @property
    def num_sequences(self) -> int:
        return self.sequences.shape[0]

    @property
    def token_logprobs(self) -> Optional[List[List[float]]]:
        if self.scores is None:
            return None
        logprobs = torch.log_softmax(self.scores.float(), dim=-1)
        chosen = logprobs.gather(-1, self.sequences[:, -1:]).squeeze(-1)
        return chosen.tolist()

    def to_tuple(self):
        return tuple(v for v in (self.sequences, self.scores, self.logits) if v is not None)
