from dataclasses import dataclass, field

import torch
from torch import nn

from .rope_utils import rotary_cos_sin


@dataclass
class RopeConfig:
    hidden_size: int = 8
    rope_theta: float = 10000.0
    rope_scaling: dict = field(default_factory=dict)


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class LlamaLikeAttention(nn.Module):
    def __init__(self, config: RopeConfig):
        super().__init__()
        self.config = config
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        cos, sin = rotary_cos_sin(position_ids, self.config.hidden_size, self.config.rope_theta, self.config.rope_scaling)
        q = self.q_proj(hidden_states)
        return q * cos + rotate_half(q) * sin
