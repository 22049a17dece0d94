from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .cache_utils import SlidingWindowCache
from .masking_utils import create_mask_builder


@dataclass
class MistralConfig:
    vocab_size: int = 64
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_hidden_layers: int = 2
    sliding_window: int = 8
    attention_type: str = "sliding_attention"


class MistralAttention(nn.Module):
    def __init__(self, config: MistralConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask, cache_position, past_key_values: Optional[SlidingWindowCache]):
        bsz, q_len, _ = hidden_states.shape
        qkv = self.qkv_proj(hidden_states).view(bsz, q_len, 3, self.num_heads, self.head_dim)
        q, k, v = (t.transpose(1, 2) for t in qkv.unbind(2))
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx, cache_position)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask[None, None])
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class MistralForCausalLM(nn.Module):
    def __init__(self, config: MistralConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(MistralAttention(config, i) for i in range(config.num_hidden_layers))
        self.norm = nn.RMSNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.build_mask = create_mask_builder(config)

    def forward(self, input_ids: torch.Tensor, cache_position: torch.Tensor,
                past_key_values: Optional[SlidingWindowCache] = None) -> torch.Tensor:
        hidden_states = self.embed_tokens(input_ids)
        attention_mask, _ = self.build_mask(cache_position, past_key_values)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, attention_mask, cache_position, past_key_values)
        return self.lm_head(self.norm(hidden_states))


model = MistralForCausalLM(MistralConfig()).eval()
compiled_forward = torch.compile(model, fullgraph=True)
