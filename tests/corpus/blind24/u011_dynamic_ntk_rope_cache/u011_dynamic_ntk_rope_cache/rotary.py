"""Rotary position embeddings, including the dynamic-NTK variant."""
import torch
from torch import nn


def _compute_inv_freq(base: float, dim: int, device=None) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64, device=device).float() / dim))


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    return (q * cos) + (rotate_half(q) * sin), (k * cos) + (rotate_half(k) * sin)


class RotaryEmbedding(nn.Module):
    def __init__(self, config, device=None):
        super().__init__()
        self.dim = config.head_dim
        self.base = config.rope_theta
        self.original_max_seq_len = config.max_position_embeddings
        self.max_seq_len_cached = config.max_position_embeddings
        inv_freq = _compute_inv_freq(self.base, self.dim, device)
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.original_inv_freq = self.inv_freq

    def _maybe_update(self, position_ids, device):
        return None

    @torch.no_grad()
    def forward(self, x, position_ids):
        self._maybe_update(position_ids, x.device)
        inv_freq_expanded = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        position_ids_expanded = position_ids[:, None, :].float()
        freqs = (inv_freq_expanded @ position_ids_expanded).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos().to(x.dtype), emb.sin().to(x.dtype)


class DynamicNTKRotaryEmbedding(RotaryEmbedding):
    """Grows the rope base when the sequence exceeds the trained context."""

    def __init__(self, config, device=None):
        super().__init__(config, device)
        self.scaling_factor = config.rope_scaling.get("factor", 1.0)

    def _maybe_update(self, position_ids, device):
        seq_len = int(position_ids.max()) + 1
        if seq_len > self.max_seq_len_cached:
            base = self.base * (
                (self.scaling_factor * seq_len / self.original_max_seq_len) - (self.scaling_factor - 1)
            ) ** (self.dim / (self.dim - 2))
            self.register_buffer("inv_freq", _compute_inv_freq(base, self.dim, device), persistent=False)
            self.max_seq_len_cached = seq_len
        elif seq_len < self.original_max_seq_len and self.max_seq_len_cached > self.original_max_seq_len:
            self.register_buffer("inv_freq", self.original_inv_freq, persistent=False)
            self.max_seq_len_cached = self.original_max_seq_len


ROPE_CLASSES = {
    "default": RotaryEmbedding,
    "dynamic": DynamicNTKRotaryEmbedding,
}


def build_rotary(config) -> RotaryEmbedding:
    rope_type = (config.rope_scaling or {}).get("rope_type", "default")
    return ROPE_CLASSES[rope_type](config)
