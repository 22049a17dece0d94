import torch
from torch import nn

from .backends import create_attention_backend


class RadixAttention(nn.Module):
    def __init__(self, backend_name: str, num_heads: int, head_dim: int):
        super().__init__()
        self.attn_backend = create_attention_backend(backend_name, num_heads, head_dim)

    def forward(self, q, k, v, seq_lens):
        return self.attn_backend.forward_decode(q, k, v, seq_lens)


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2, attention_backend: str = "paged_sdpa"):
        super().__init__()
        self.qkv_proj = nn.Linear(hidden, 3 * hidden)
        self.attn = RadixAttention(attention_backend, num_heads, hidden // num_heads)
        self.register_buffer("seq_lens", torch.tensor([5, 3, 9, 1]), persistent=False)

    def forward(self, hidden_states):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        return hidden_states + self.attn(q, k, v, self.seq_lens)


layer = torch.compile(DecoderLayer(), fullgraph=True)
