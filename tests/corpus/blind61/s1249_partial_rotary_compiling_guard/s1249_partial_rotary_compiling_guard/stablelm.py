import torch
from torch import nn

from .config import StableLmConfig
from .debug_utils import check_rope_cache_capacity


class PartialRotaryEmbedding(nn.Module):
    """Rotates only the first ``rotary_dim`` channels of each head (GPT-NeoX style)."""

    def __init__(self, head_size: int, rotary_dim: int, max_position: int, base: float):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        inv_freq = 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))
        freqs = torch.outer(torch.arange(max_position, dtype=torch.float), inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def _rotate(self, x, cos, sin):
        x = x.view(*x.shape[:-1], -1, self.head_size)
        x_rot, x_pass = x[..., : self.rotary_dim], x[..., self.rotary_dim :]
        x1, x2 = x_rot.chunk(2, dim=-1)
        x_rot = torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
        return torch.cat((x_rot, x_pass), dim=-1).flatten(-2)

    def forward(self, positions, query, key):
        if not torch.compiler.is_compiling():
            check_rope_cache_capacity(type(self).__name__, positions, self.cos_sin_cache)
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
        return self._rotate(query, cos, sin), self._rotate(key, cos, sin)


class StableLmAttention(nn.Module):
    def __init__(self, config: StableLmConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.head_dim = config.head_dim
        self.q_size = self.num_heads * self.head_dim
        self.kv_size = self.num_kv_heads * self.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, self.q_size + 2 * self.kv_size, bias=config.use_qkv_bias)
        self.o_proj = nn.Linear(self.q_size, config.hidden_size, bias=False)
        self.rotary_emb = PartialRotaryEmbedding(
            self.head_dim, config.rotary_ndims, config.max_position_embeddings, config.rope_theta
        )

    def forward(self, positions, hidden_states):
        q, k, v = self.qkv_proj(hidden_states).split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


attn = StableLmAttention(StableLmConfig())


@torch.compile(fullgraph=True, dynamic=False)
def attention_forward(positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
    return attn(positions, hidden_states)
