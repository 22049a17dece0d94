from dataclasses import dataclass
from typing import Optional, Tuple

import torch
from torch import nn


@dataclass
class ToyConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6
    model_type: str = "toy"


class ToyRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * x * torch.rsqrt(var + self.eps)


class ToyDecoderLayer(nn.Module):
    def __init__(self, config: ToyConfig):
        super().__init__()
        self.norm = ToyRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, position_ids: Optional[torch.Tensor] = None):
        residual = hidden_states
        hidden_states = self.mlp(self.norm(hidden_states))
        if position_ids is not None:
            hidden_states = hidden_states + position_ids.unsqueeze(-1).to(hidden_states.dtype) * 0.0
        return residual + hidden_states


class ToyForCausalLM(nn.Module):
    def __init__(self, config: ToyConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(ToyDecoderLayer(config) for _ in range(config.num_hidden_layers))
        self.norm = ToyRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(
        self,
        inputs_embeds: torch.Tensor,
        attention_mask: Optional[torch.Tensor] = None,
        position_ids: Optional[torch.Tensor] = None,
        use_cache: bool = False,
        return_dict: bool = False,
    ) -> Tuple[torch.Tensor, ...]:
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states = layer(hidden_states, position_ids=position_ids)
        hidden_states = self.norm(hidden_states)
        logits = self.lm_head(hidden_states)
        return (logits, hidden_states)
