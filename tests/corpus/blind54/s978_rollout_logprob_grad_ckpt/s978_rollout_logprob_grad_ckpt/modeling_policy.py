import logging
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .modeling_utils import PreTrainedModel

logger = logging.getLogger(__name__)


@dataclass
class PolicyConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    intermediate_size: int = 16
    num_hidden_layers: int = 2
    hidden_dropout: float = 0.0
    use_cache: bool = False


class PolicyDecoderLayer(nn.Module):
    def __init__(self, config: PolicyConfig):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(config.hidden_size)
        self.gate_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.up_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.dropout = nn.Dropout(config.hidden_dropout)

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        h = self.input_layernorm(hidden_states)
        h = self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h))
        h = h * attention_mask.unsqueeze(-1).to(h.dtype)
        return hidden_states + self.dropout(h)


class PolicyModel(PreTrainedModel):
    def __init__(self, config: PolicyConfig):
        super().__init__(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList([PolicyDecoderLayer(config) for _ in range(config.num_hidden_layers)])
        self.norm = nn.LayerNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor, use_cache: bool = None):
        use_cache = use_cache if use_cache is not None else self.config.use_cache
        if self.gradient_checkpointing and self.training:
            if use_cache:
                logger.warning("`use_cache=True` is incompatible with gradient checkpointing. Setting `use_cache=False`.")
                use_cache = False

        hidden_states = self.embed_tokens(input_ids)
        for decoder_layer in self.layers:
            if self.gradient_checkpointing and self.training:
                hidden_states = self._gradient_checkpointing_func(
                    decoder_layer.__call__, hidden_states, attention_mask
                )
            else:
                hidden_states = decoder_layer(hidden_states, attention_mask)
        return self.lm_head(self.norm(hidden_states))
