import torch
from torch import nn

from .config import RopeConfig


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def _inv_freq(dim: int, base: float, device=None) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32, device=device) / dim))


class DynamicNTKRotaryEmbedding(nn.Module):
    """Rotary embedding whose base grows once a request exceeds the trained context."""

    def __init__(self, cfg: RopeConfig):
        super().__init__()
        self.cfg = cfg
        self.dim = cfg.rotary_dim
        self.base = cfg.base
        self.max_seq_len_cached = cfg.max_position_embeddings
        self.register_buffer("inv_freq", _inv_freq(self.dim, self.base), persistent=False)

    def _ntk_inv_freq(self, seq_len):
        factor = self.cfg.scaling_factor
        orig = self.cfg.max_position_embeddings
        base = self.base * ((factor * seq_len / orig) - (factor - 1)) ** (self.dim / (self.dim - 2))
        return _inv_freq(self.dim, base, device=self.inv_freq.device)

    def _maybe_grow(self, position_ids: torch.Tensor) -> torch.Tensor:
        seq_len = int(position_ids.max()) + 1
        if seq_len > self.max_seq_len_cached:
            return self._ntk_inv_freq(seq_len)
        return self.inv_freq

    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        inv_freq = self._maybe_grow(position_ids)
        freqs = position_ids[..., None].float() * inv_freq[None, None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos().to(x.dtype), emb.sin().to(x.dtype)


def apply_rotary(q, k, cos, sin):
    cos = cos.unsqueeze(1)
    sin = sin.unsqueeze(1)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
