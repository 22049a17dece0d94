import torch
from torch import nn

from .jit_env import KERNEL_CACHE


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int = 8, max_pos: int = 32, base: float = 10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2).float() / head_dim))
        freqs = torch.outer(torch.arange(max_pos).float(), inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def forward_native(self, positions, q, k):
        cos, sin = self.cos_sin_cache[positions].unsqueeze(1).chunk(2, dim=-1)
        cos = torch.cat((cos, cos), dim=-1)
        sin = torch.cat((sin, sin), dim=-1)
        return q * cos + _rotate_neox(q) * sin, k * cos + _rotate_neox(k) * sin

    def forward(self, positions, q, k):
        if KERNEL_CACHE.has_prebuilt() and q.is_cuda:
            return torch.ops.fresh_rope.apply(positions, q, k, self.cos_sin_cache)
        return self.forward_native(positions, q, k)


compiled_rope = torch.compile(RotaryEmbedding(), fullgraph=True)
