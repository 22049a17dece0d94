import torch
import torch.nn.functional as F
from torch import nn

from .custom_op import CustomOp


class RotaryEmbedding(CustomOp):
    def __init__(self, head_size: int, max_position: int, base: float = 10000.0, is_neox_style: bool = True):
        super().__init__()
        self.head_size = head_size
        self.is_neox_style = is_neox_style
        inv_freq = 1.0 / (base ** (torch.arange(0, head_size, 2, dtype=torch.float) / head_size))
        freqs = torch.outer(torch.arange(max_position, dtype=torch.float), inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat([freqs.cos(), freqs.sin()], dim=-1), persistent=False)

    def forward_native(self, positions, query, key):
        # Reference path, kept for debugging numerics against the kernels.
        print(f"[rope] native path, positions={positions.tolist()}")
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        q = query.view(positions.shape[0], -1, self.head_size)
        k = key.view(positions.shape[0], -1, self.head_size)
        cos, sin = cos[:, None, :], sin[:, None, :]
        half = self.head_size // 2
        q = torch.cat([q[..., :half] * cos - q[..., half:] * sin, q[..., half:] * cos + q[..., :half] * sin], -1)
        k = torch.cat([k[..., :half] * cos - k[..., half:] * sin, k[..., half:] * cos + k[..., :half] * sin], -1)
        return q.reshape(query.shape), k.reshape(key.shape)

    def forward_cpu(self, positions, query, key):
        return torch.ops.blind40_s415.rotary_embedding(
            positions, query, key, self.cos_sin_cache, self.head_size, self.is_neox_style
        )

    def forward_cuda(self, positions, query, key):
        import s415_fused_rope_cuda

        s415_fused_rope_cuda.rotary_embedding_(positions, query, key, self.cos_sin_cache, self.is_neox_style)
        return query, key


class QwenAttentionBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, max_position: int = 32):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(self.head_dim, max_position)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


compiled = torch.compile(QwenAttentionBlock(), fullgraph=True)
