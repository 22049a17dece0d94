from types import SimpleNamespace

import torch
from torch import nn

from .layers.rotary_embedding import get_rope


class GemmaAttention(nn.Module):
    def __init__(self, config, layer_id: int):
        super().__init__()
        self.config = config
        self.layer_id = layer_id
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * self.num_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, config.hidden_size, bias=False)
        self._rotary_emb = None

    @property
    def rotary_emb(self):
        if self._rotary_emb is None:
            self._rotary_emb = get_rope(
                self.head_dim,
                rotary_dim=self.head_dim,
                max_position=self.config.max_position_embeddings,
                base=self.config.rope_theta,
                rope_scaling=self.config.rope_scaling,
                device=self.qkv_proj.weight.device,
            )
        return self._rotary_emb

    def forward(self, positions, hidden_states):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q, k, v = (t.view(n, self.num_heads, self.head_dim).transpose(0, 1) for t in (q, k, v))
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.config.query_pre_attn_scalar**-0.5)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class GemmaModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList([GemmaAttention(config, i) for i in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size, eps=1e-6)

    def forward(self, positions, hidden_states):
        hidden_states = hidden_states * (self.config.hidden_size**0.5)
        for layer in self.layers:
            hidden_states = hidden_states + layer(positions, hidden_states)
        return self.norm(hidden_states)


config = SimpleNamespace(
    hidden_size=32,
    num_attention_heads=4,
    head_dim=8,
    num_hidden_layers=2,
    max_position_embeddings=64,
    rope_theta=10000.0,
    query_pre_attn_scalar=8,
    rope_scaling={"rope_type": "linear", "factor": 2.0},
)
model = GemmaModel(config)
forward = torch.compile(model.forward, fullgraph=True)
