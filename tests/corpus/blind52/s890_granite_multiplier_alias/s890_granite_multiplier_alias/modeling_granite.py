from typing import Callable

import torch
from torch import nn

from .configuration_granite import GraniteConfig
from .layers import GraniteDecoderLayer


class GraniteModel(nn.Module):
    def __init__(self, config: GraniteConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(
            [GraniteDecoderLayer(config) for _ in range(config.num_hidden_layers)]
        )
        self.norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed_tokens(input_ids) * self.config.embedding_multiplier
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


class GraniteForCausalLM(nn.Module):
    def __init__(self, config: GraniteConfig):
        super().__init__()
        self.config = config
        self.model = GraniteModel(config)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def compute_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden_states[:, -1, :])
        return logits * self.config.logit_scale

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.compute_logits(self.model(input_ids))


def make_decode_step(model: GraniteForCausalLM) -> Callable[[torch.Tensor], torch.Tensor]:
    def decode_step(input_ids: torch.Tensor) -> torch.Tensor:
        logits = model(input_ids)
        return torch.argmax(logits, dim=-1)

    return decode_step


decode_step = torch.compile(make_decode_step(GraniteForCausalLM(GraniteConfig())), fullgraph=True)
