from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .logging_utils import get_logger
from .prefix_encoder import PrefixEncoder

logger = get_logger(__name__)


@dataclass
class PrefixTuningConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_hidden_layers: int = 2
    num_virtual_tokens: int = 3
    cache_prefix_kv: bool = True


class PrefixAttention(nn.Module):
    def __init__(self, config: PrefixTuningConfig) -> None:
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.out = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, x: torch.Tensor, past_kv) -> torch.Tensor:
        b, s, _ = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        past_k, past_v = past_kv[0], past_kv[1]
        k = torch.cat([past_k, k], dim=2)
        v = torch.cat([past_v, v], dim=2)
        o = F.scaled_dot_product_attention(q, k, v)
        return self.out(o.transpose(1, 2).reshape(b, s, -1))


class PrefixTunedEncoder(nn.Module):
    def __init__(self, config: PrefixTuningConfig) -> None:
        super().__init__()
        self.config = config
        self.prefix_encoder = PrefixEncoder(
            config.num_virtual_tokens,
            config.num_hidden_layers,
            config.num_attention_heads,
            config.hidden_size // config.num_attention_heads,
        )
        self.layers = nn.ModuleList(PrefixAttention(config) for _ in range(config.num_hidden_layers))

    def _get_prompt(self, batch_size: int):
        if self.config.cache_prefix_kv and self.training:
            logger.warning_once("prefix KV caching is disabled while training; recomputing the prefix every step")
            return self.prefix_encoder.compute(batch_size)
        if self.config.cache_prefix_kv:
            return self.prefix_encoder.cached(batch_size)
        return self.prefix_encoder.compute(batch_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        past_key_values = self._get_prompt(hidden_states.shape[0])
        for layer, past_kv in zip(self.layers, past_key_values):
            hidden_states = hidden_states + layer(hidden_states, past_kv)
        return hidden_states


model = PrefixTunedEncoder(PrefixTuningConfig())
encode = torch.compile(model.forward, fullgraph=True)
