from dataclasses import dataclass
from typing import Tuple

import torch
from torch import nn

from .device_utils import device_guard, move_to


@dataclass
class RouterConfig:
    hidden_size: int = 8
    num_experts: int = 4
    top_k: int = 2
    renormalize: bool = True
    scoring_func: str = "sigmoid"


class TopKRouter(nn.Module):
    def __init__(self, config: RouterConfig) -> None:
        super().__init__()
        self.config = config
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.register_buffer("e_score_correction_bias", torch.zeros(config.num_experts), persistent=False)

    def _scores(self, logits: torch.Tensor) -> torch.Tensor:
        if self.config.scoring_func == "softmax":
            return logits.softmax(dim=-1, dtype=torch.float32)
        return logits.float().sigmoid()

    def forward(self, hidden_states: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        device = hidden_states.device
        with device_guard(device):
            scores = self._scores(self.gate(hidden_states))
            bias = move_to(self.e_score_correction_bias, device, dtype=scores.dtype)
            _, topk_ids = torch.topk(scores + bias, k=self.config.top_k, dim=-1)
            topk_weights = scores.gather(1, topk_ids)
            if self.config.renormalize:
                topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        return topk_weights.to(hidden_states.dtype), topk_ids
