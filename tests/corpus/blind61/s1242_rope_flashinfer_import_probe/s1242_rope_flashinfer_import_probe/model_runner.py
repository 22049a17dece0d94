import torch
from torch import nn

from .rotary_embedding import RotaryEmbedding


class GPTJBlock(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, rotary_dim: int, max_position: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.k_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.v_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.out_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(self.head_dim, rotary_dim, max_position, 10000.0, is_neox_style=False)

    def forward(self, positions, hidden_states, k_cache, v_cache):
        q = self.q_proj(hidden_states)
        k = self.k_proj(hidden_states)
        v = self.v_proj(hidden_states)
        q, k = self.rotary_emb(positions, q, k)
        bs = hidden_states.shape[0]
        q = q.view(bs, self.num_heads, 1, self.head_dim)
        keys = torch.cat([k_cache, k.view(bs, self.num_heads, 1, self.head_dim)], dim=2)
        values = torch.cat([v_cache, v.view(bs, self.num_heads, 1, self.head_dim)], dim=2)
        scores = torch.matmul(q, keys.transpose(-1, -2)) / self.head_dim**0.5
        out = torch.matmul(scores.softmax(-1), values).reshape(bs, -1)
        return self.out_proj(out)


class ModelRunner:
    def __init__(self, hidden_size: int = 32, num_heads: int = 4, rotary_dim: int = 4, max_position: int = 128):
        self.layer = GPTJBlock(hidden_size, num_heads, rotary_dim, max_position)
        self.layer.eval()

    @torch.inference_mode()
    def forward_decode(self, positions, hidden_states, k_cache, v_cache):
        return self.layer(positions, hidden_states, k_cache, v_cache)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
