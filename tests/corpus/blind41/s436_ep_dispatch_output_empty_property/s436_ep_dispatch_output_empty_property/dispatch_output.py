from dataclasses import dataclass
from typing import NamedTuple

import torch


class DispatchFormat(NamedTuple):
    name: str
    is_low_latency: bool


STANDARD = DispatchFormat("standard", False)
LOW_LATENCY = DispatchFormat("low_latency", True)


@dataclass
class EPDispatchOutput:
    hidden_states: torch.Tensor
    topk_ids: torch.Tensor
    topk_weights: torch.Tensor
    num_recv_tokens_per_expert: torch.Tensor
    src_token_index: torch.Tensor
    format: DispatchFormat = STANDARD

    @property
    def num_local_experts(self) -> int:
        return self.num_recv_tokens_per_expert.shape[0]

    @property
    def is_empty(self) -> bool:
        return bool(self.num_recv_tokens_per_expert.sum() == 0)
