import torch
from torch import nn

from .configuration_phi3 import Phi3Config
from .rope import apply_rotary_pos_emb, build_rotary_embedding


class Phi3Attention(nn.Module):
    def __init__(self, config: Phi3Config):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.head_dim = config.head_dim
        self.scaling = self.head_dim**-0.5
        op_size = (self.num_heads + 2 * self.num_kv_heads) * self.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, op_size, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, config.hidden_size, bias=False)
        self.rotary_emb = build_rotary_embedding(config)

    def forward(self, hidden_states: torch.Tensor, position_ids: torch.Tensor) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        qkv = self.qkv_proj(hidden_states)
        q_pos = self.num_heads * self.head_dim
        kv_pos = self.num_kv_heads * self.head_dim
        q = qkv[..., :q_pos]
        k = qkv[..., q_pos : q_pos + kv_pos]
        v = qkv[..., q_pos + kv_pos :]
        q = q.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, q_len, self.num_kv_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, q_len, self.num_kv_heads, self.head_dim).transpose(1, 2)

        cos, sin = self.rotary_emb(v, position_ids)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)

        attn = torch.nn.functional.scaled_dot_product_attention(
            q, k, v, is_causal=True, scale=self.scaling
        )
        attn = attn.transpose(1, 2).reshape(bsz, q_len, -1)
        return self.o_proj(attn)


phi3_attention = torch.compile(Phi3Attention(Phi3Config()), fullgraph=True)
