from dataclasses import dataclass

import torch
from torch import nn

from .base_model import BaseModelForScoring
from .utils import str_to_dtype


@dataclass
class RewardModelConfig:
    hidden_size: int = 16
    num_hidden_layers: int = 2
    num_labels: int = 1
    torch_dtype: str = "bfloat16"


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.weight * x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)


class LlamaForSequenceClassification(BaseModelForScoring):
    def __init__(self, config: RewardModelConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(
            nn.Linear(config.hidden_size, config.hidden_size) for _ in range(config.num_hidden_layers)
        )
        self.norm = RMSNorm(config.hidden_size)
        self.score = nn.Linear(config.hidden_size, config.num_labels, bias=False)
        self.to(str_to_dtype(config.torch_dtype))

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        hidden_states = self.cast_inputs(inputs_embeds)
        for layer in self.layers:
            hidden_states = hidden_states + nn.functional.silu(layer(hidden_states))
        last_hidden = self.norm(hidden_states)[:, -1, :]
        return self.score(last_hidden).float()


_reward_model = LlamaForSequenceClassification(RewardModelConfig()).eval()


def _score(inputs_embeds: torch.Tensor) -> torch.Tensor:
    with torch.inference_mode():
        return _reward_model(inputs_embeds).squeeze(-1)


score_batch = torch.compile(_score, fullgraph=True)
