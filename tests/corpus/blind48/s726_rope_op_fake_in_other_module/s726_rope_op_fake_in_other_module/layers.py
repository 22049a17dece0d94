import torch
from torch import nn

from .ops import fused_add_rms_norm, rotary_embedding

HIDDEN = 8
HEAD_SIZE = 4
MAX_POSITIONS = 64


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position: int, base: float = 10000.0, is_neox_style: bool = True):
        super().__init__()
        self.head_size = head_size
        self.is_neox_style = is_neox_style
        inv_freq = 1.0 / (base ** (torch.arange(0, head_size, 2, dtype=torch.float) / head_size))
        freqs = torch.outer(torch.arange(max_position, dtype=torch.float), inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def forward(self, positions, query, key):
        return rotary_embedding(positions, query, key, self.head_size, self.cos_sin_cache, self.is_neox_style)


class FusedRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x, residual):
        fused_add_rms_norm(x, residual, self.weight, self.eps)
        return x, residual


_norm = FusedRMSNorm(HIDDEN)
_rope = RotaryEmbedding(HEAD_SIZE, MAX_POSITIONS)
_qk_proj = nn.Linear(HIDDEN, 2 * HIDDEN, bias=False)


@torch.compile(fullgraph=True)
def qk_norm_rope(hidden_states: torch.Tensor):
    x = hidden_states.clone()
    residual = torch.zeros_like(hidden_states)
    x, residual = _norm(x, residual)
    q, k = _qk_proj(x).chunk(2, dim=-1)
    positions = torch.arange(hidden_states.shape[0], device=hidden_states.device)
    q, k = _rope(positions, q, k)
    return q, k, residual
