from dataclasses import dataclass, field
from typing import List

import torch
from torch import nn

from .masks import build_attention_masks


@dataclass
class GptOssConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    num_attention_heads: int = 2
    head_dim: int = 8
    num_hidden_layers: int = 4
    sliding_window: int = 4
    layer_types: List[str] = field(default_factory=list)

    def __post_init__(self):
        if not self.layer_types:
            self.layer_types = [
                "sliding_attention" if i % 2 == 0 else "full_attention" for i in range(self.num_hidden_layers)
            ]


class GptOssAttention(nn.Module):
    def __init__(self, config: GptOssConfig, layer_idx: int):
        super().__init__()
        self.layer_type = config.layer_types[layer_idx]
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.scaling = self.head_dim ** -0.5
        inner = self.num_heads * self.head_dim
        self.qkv = nn.Linear(config.hidden_size, 3 * inner)
        self.o_proj = nn.Linear(inner, config.hidden_size)
        self.sinks = nn.Parameter(torch.zeros(self.num_heads))

    def forward(self, hidden_states: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv(hidden_states).view(n, 3, self.num_heads, self.head_dim).permute(1, 2, 0, 3)
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scaling + mask
        sinks = self.sinks.view(-1, 1, 1).expand(-1, n, 1)
        combined = torch.cat([scores, sinks], dim=-1)
        combined = combined - combined.max(dim=-1, keepdim=True).values
        probs = combined.softmax(dim=-1)[..., :-1]
        out = torch.matmul(probs, v).transpose(0, 1).reshape(n, -1)
        return self.o_proj(out)


class GptOssDecoderLayer(nn.Module):
    def __init__(self, config: GptOssConfig, layer_idx: int):
        super().__init__()
        self.attention_type = config.layer_types[layer_idx]
        self.input_layernorm = nn.RMSNorm(config.hidden_size, eps=1e-5)
        self.self_attn = GptOssAttention(config, layer_idx)
        self.post_attention_layernorm = nn.RMSNorm(config.hidden_size, eps=1e-5)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 32), nn.SiLU(), nn.Linear(32, config.hidden_size))

    def forward(self, hidden_states: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states), mask)
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


class GptOssModel(nn.Module):
    def __init__(self, config: GptOssConfig):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList([GptOssDecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size, eps=1e-5)

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed_tokens(input_ids)
        masks = build_attention_masks(
            positions, self.config.layer_types, self.config.sliding_window, hidden_states.dtype
        )
        for layer in self.layers:
            hidden_states = layer(hidden_states, masks[layer.attention_type])
        return self.norm(hidden_states)
