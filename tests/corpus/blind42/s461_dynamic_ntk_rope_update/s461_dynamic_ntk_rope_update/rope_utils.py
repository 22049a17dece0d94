"""RoPE parameter initialisers and the dynamic-update decorator (transformers style)."""
import math
from functools import wraps
from typing import Optional, Tuple

import torch


def _compute_default_rope_parameters(
    config, device: Optional[torch.device] = None, seq_len: Optional[int] = None
) -> Tuple[torch.Tensor, float]:
    base = config.rope_theta
    dim = int(config.head_dim * config.partial_rotary_factor)
    attention_factor = 1.0
    inv_freq = 1.0 / (
        base ** (torch.arange(0, dim, 2, dtype=torch.int64).to(device=device, dtype=torch.float) / dim)
    )
    return inv_freq, attention_factor


def _compute_dynamic_ntk_parameters(
    config, device: Optional[torch.device] = None, seq_len: Optional[int] = None
) -> Tuple[torch.Tensor, float]:
    base = config.rope_theta
    dim = int(config.head_dim * config.partial_rotary_factor)
    max_position_embeddings = config.max_position_embeddings
    factor = config.rope_scaling["factor"]
    attention_factor = 1.0

    if seq_len is None:
        seq_len = max_position_embeddings
    elif isinstance(seq_len, torch.Tensor):
        seq_len = torch.maximum(
            seq_len, torch.tensor(max_position_embeddings, dtype=seq_len.dtype, device=seq_len.device)
        )
    else:
        seq_len = max(seq_len, max_position_embeddings)

    base = base * ((factor * seq_len / max_position_embeddings) - (factor - 1)) ** (dim / (dim - 2))
    inv_freq = 1.0 / (
        base ** (torch.arange(0, dim, 2, dtype=torch.int64).to(device=device, dtype=torch.float) / dim)
    )
    return inv_freq, attention_factor


def _compute_linear_scaling_rope_parameters(
    config, device: Optional[torch.device] = None, seq_len: Optional[int] = None
) -> Tuple[torch.Tensor, float]:
    inv_freq, attention_factor = _compute_default_rope_parameters(config, device, seq_len)
    inv_freq = inv_freq / config.rope_scaling["factor"]
    return inv_freq, attention_factor


ROPE_INIT_FUNCTIONS = {
    "default": _compute_default_rope_parameters,
    "linear": _compute_linear_scaling_rope_parameters,
    "dynamic": _compute_dynamic_ntk_parameters,
}


def dynamic_rope_update(rope_forward):
    """Recompute inv_freq when the batch runs past the cached length (dynamic NTK)."""

    def dynamic_frequency_update(self, position_ids, device):
        seq_len = torch.max(position_ids) + 1
        if seq_len > self.max_seq_len_cached:  # growth
            inv_freq, self.attention_scaling = self.rope_init_fn(self.config, device, seq_len=seq_len)
            self.register_buffer("inv_freq", inv_freq, persistent=False)
            self.max_seq_len_cached = seq_len

        if seq_len < self.original_max_seq_len and self.max_seq_len_cached > self.original_max_seq_len:
            # reset to the original frequencies to keep short-context precision
            self.original_inv_freq = self.original_inv_freq.to(device)
            self.register_buffer("inv_freq", self.original_inv_freq, persistent=False)
            self.max_seq_len_cached = self.original_max_seq_len

    @wraps(rope_forward)
    def wrapper(self, x, position_ids):
        if "dynamic" in self.rope_type:
            dynamic_frequency_update(self, position_ids, device=x.device)
        return rope_forward(self, x, position_ids)

    return wrapper


def yarn_get_mscale(scale: float = 1.0, mscale: float = 1.0) -> float:
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0
