from dataclasses import dataclass

import torch
from torch import nn

from .heads import build_lm_head


@dataclass
class ModelConfig:
    vocab_size: int = 100
    hidden_size: int = 8
    lm_head_type: str = "scaled"
    logit_scale: float = 0.0625


class CohereForCausalLM(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.norm = nn.LayerNorm(config.hidden_size, bias=False)
        self.lm_head = build_lm_head(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.lm_head(self.norm(hidden_states))


model = CohereForCausalLM(ModelConfig())


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor) -> torch.Tensor:
    return model(hidden_states)
