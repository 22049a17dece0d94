from dataclasses import dataclass
from typing import Optional

import torch

from . import ops


@dataclass
class SamplingBatchInfo:
    temperatures: torch.Tensor
    bias_req_indices: Optional[torch.Tensor] = None
    bias_token_ids: Optional[torch.Tensor] = None
    bias_values: Optional[torch.Tensor] = None
    vocab_size: int = 0

    @property
    def has_logit_bias(self) -> bool:
        return self.bias_values is not None

    def apply_logits_bias(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits[:, : self.vocab_size]
        if self.has_logit_bias:
            logits = ops.apply_logit_bias(logits, self.bias_req_indices, self.bias_token_ids, self.bias_values)
        return logits

    def scale_by_temperature(self, logits: torch.Tensor) -> torch.Tensor:
        return logits / self.temperatures.view(-1, 1)
