from types import SimpleNamespace

import torch
from torch import nn

from .rope import get_rope, rope_theta_from_config


class Qwen2Attention(nn.Module):
    def __init__(self, config, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=True)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = get_rope(
            self.head_dim,
            rotary_dim=self.head_dim,
            max_position=config.max_position_embeddings,
            base=rope_theta_from_config(config),
            rope_scaling=config.rope_scaling,
        )

    def forward(self, positions, hidden_states):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class Qwen2Model(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.layers = nn.ModuleList([Qwen2Attention(config, i) for i in range(config.num_hidden_layers)])
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, positions, hidden_states):
        for layer in self.layers:
            hidden_states = hidden_states + layer(positions, hidden_states)
        return self.norm(hidden_states)


config = SimpleNamespace(
    hidden_size=32,
    num_attention_heads=4,
    num_hidden_layers=2,
    max_position_embeddings=128,
    rope_theta=1000000.0,
    rope_scaling={"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32},
)
model = Qwen2Model(config)
compiled_model = torch.compile(model, fullgraph=True)
