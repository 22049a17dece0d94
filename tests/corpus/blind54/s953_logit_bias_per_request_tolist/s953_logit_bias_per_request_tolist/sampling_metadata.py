from dataclasses import dataclass, field
from typing import List, Optional

import torch


@dataclass
class SamplingMetadata:
    temperature: torch.Tensor
    logit_bias_token_ids: Optional[torch.Tensor] = None
    logit_bias_values: Optional[torch.Tensor] = None
    bias_req_indices: Optional[torch.Tensor] = None
    no_bias_reqs: List[int] = field(default_factory=list)

    @property
    def has_logit_bias(self) -> bool:
        return self.logit_bias_token_ids is not None

    @classmethod
    def from_tensors(cls, temperature, token_ids, values, req_indices):
        return cls(
            temperature=temperature,
            logit_bias_token_ids=token_ids,
            logit_bias_values=values,
            bias_req_indices=req_indices,
        )
