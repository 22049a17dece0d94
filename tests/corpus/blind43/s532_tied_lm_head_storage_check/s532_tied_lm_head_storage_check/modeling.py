from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .pytorch_utils import weights_are_tied


@dataclass
class TinyLMConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    intermediate_size: int = 16
    tie_word_embeddings: bool = True


class GatedMLP(nn.Module):
    def __init__(self, config: TinyLMConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class TinyCausalLM(nn.Module):
    def __init__(self, config: TinyLMConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.mlp = GatedMLP(config)
        self.norm = nn.LayerNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        if config.tie_word_embeddings:
            self.tie_weights()

    def tie_weights(self):
        self.lm_head.weight = self.embed_tokens.weight

    def output_embedding_weight(self) -> torch.Tensor:
        # Loaders that rebuild parameters from a sharded checkpoint can silently
        # untie the head; re-tie before computing logits.
        if self.config.tie_word_embeddings and not weights_are_tied(
            self.lm_head.weight, self.embed_tokens.weight
        ):
            self.tie_weights()
        return self.lm_head.weight

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed_tokens(input_ids)
        h = h + self.mlp(h)
        return self.norm(h)

    def compute_logits(self, hidden: torch.Tensor) -> torch.Tensor:
        return F.linear(hidden, self.output_embedding_weight())
