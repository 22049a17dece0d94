import math
from typing import Callable, Dict, Tuple

import torch
from torch import nn

from .config import LlamaLikeConfig


def _compute_default_rope_parameters(
    config: LlamaLikeConfig, device=None, seq_len=None
) -> Tuple[torch.Tensor, float]:
    dim = config.head_dim
    inv_freq = 1.0 / (
        config.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float().to(device) / dim)
    )
    return inv_freq, 1.0


def _compute_dynamic_ntk_parameters(
    config: LlamaLikeConfig, device=None, seq_len=None
) -> Tuple[torch.Tensor, float]:
    dim = config.head_dim
    base = config.rope_theta
    factor = config.rope_scaling["factor"]
    max_pos = config.max_position_embeddings
    if seq_len is None:
        seq_len = max_pos
    elif isinstance(seq_len, torch.Tensor):
        seq_len = torch.maximum(seq_len, torch.tensor(max_pos, dtype=seq_len.dtype, device=seq_len.device))
    else:
        seq_len = max(seq_len, max_pos)
    base = base * ((factor * seq_len / max_pos) - (factor - 1)) ** (dim / (dim - 2))
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).float().to(device) / dim))
    return inv_freq, 1.0


ROPE_INIT_FUNCTIONS: Dict[str, Callable] = {
    "default": _compute_default_rope_parameters,
    "dynamic": _compute_dynamic_ntk_parameters,
}


class LlamaRotaryEmbedding(nn.Module):
    def __init__(self, config: LlamaLikeConfig, device=None):
        super().__init__()
        self.rope_type = config.rope_type
        self.max_seq_len_cached = config.max_position_embeddings
        self.original_max_seq_len = config.max_position_embeddings
        self.config = config
        self.rope_init_fn = ROPE_INIT_FUNCTIONS[self.rope_type]
        inv_freq, self.attention_scaling = self.rope_init_fn(self.config, device)
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.original_inv_freq = self.inv_freq

    def _maybe_update_frequencies(self, position_ids: torch.Tensor) -> None:
        pass

    @torch.no_grad()
    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        self._maybe_update_frequencies(position_ids)
        inv_freq_expanded = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        position_ids_expanded = position_ids[:, None, :].float()
        freqs = (inv_freq_expanded.float() @ position_ids_expanded.float()).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos = emb.cos() * self.attention_scaling
        sin = emb.sin() * self.attention_scaling
        return cos.to(dtype=x.dtype), sin.to(dtype=x.dtype)


class DynamicNTKScalingRotaryEmbedding(LlamaRotaryEmbedding):
    """Recomputes inv_freq when the sequence grows past the cached length."""

    def _maybe_update_frequencies(self, position_ids: torch.Tensor) -> None:
        seq_len = torch.max(position_ids) + 1
        if seq_len > self.max_seq_len_cached:
            inv_freq, self.attention_scaling = self.rope_init_fn(self.config, position_ids.device, seq_len=seq_len)
            self.register_buffer("inv_freq", inv_freq, persistent=False)
            self.max_seq_len_cached = seq_len
        if seq_len < self.original_max_seq_len and self.max_seq_len_cached > self.original_max_seq_len:
            self.original_inv_freq = self.original_inv_freq.to(position_ids.device)
            self.register_buffer("inv_freq", self.original_inv_freq, persistent=False)
            self.max_seq_len_cached = self.original_max_seq_len


_ROTARY_CLASSES = {
    "default": LlamaRotaryEmbedding,
    "dynamic": DynamicNTKScalingRotaryEmbedding,
}


def build_rotary_embedding(config: LlamaLikeConfig) -> LlamaRotaryEmbedding:
    return _ROTARY_CLASSES[config.rope_type](config)


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim: int = 1):
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed
