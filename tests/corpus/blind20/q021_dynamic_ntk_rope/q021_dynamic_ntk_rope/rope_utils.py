"""Rotary embedding initialisers and the dynamic-update decorator."""
import math
from functools import wraps

import torch


def _compute_default_rope_parameters(config, device=None, seq_len=None):
    base = config.rope_theta
    dim = config.head_dim
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).float().to(device) / dim))
    return inv_freq, 1.0


def _compute_dynamic_ntk_parameters(config, device=None, seq_len=None):
    base = config.rope_theta
    dim = config.head_dim
    max_pos = config.max_position_embeddings
    factor = config.rope_scaling["factor"]
    if seq_len is None:
        seq_len = max_pos
    elif isinstance(seq_len, torch.Tensor):
        seq_len = torch.maximum(seq_len, torch.tensor(max_pos, dtype=seq_len.dtype, device=seq_len.device))
    else:
        seq_len = max(seq_len, max_pos)
    base = base * ((factor * seq_len / max_pos) - (factor - 1)) ** (dim / (dim - 2))
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).float().to(device) / dim))
    return inv_freq, 1.0


ROPE_INIT_FUNCTIONS = {
    "default": _compute_default_rope_parameters,
    "dynamic": _compute_dynamic_ntk_parameters,
}


def _dynamic_frequency_update(module, position_ids, device):
    seq_len = torch.max(position_ids) + 1
    if seq_len > module.max_seq_len_cached:  # grow
        inv_freq, module.attention_scaling = module.rope_init_fn(module.config, device, seq_len=seq_len)
        module.register_buffer("inv_freq", inv_freq, persistent=False)
        module.max_seq_len_cached = seq_len
    if seq_len < module.original_max_seq_len and module.max_seq_len_cached > module.original_max_seq_len:
        module.original_inv_freq = module.original_inv_freq.to(device)
        module.register_buffer("inv_freq", module.original_inv_freq, persistent=False)
        module.max_seq_len_cached = module.original_max_seq_len


def dynamic_rope_update(rope_forward):
    """Recompute inv_freq when the sequence outgrows the cached length (dynamic NTK)."""

    @wraps(rope_forward)
    def wrapper(self, x, position_ids):
        if "dynamic" in self.rope_type:
            _dynamic_frequency_update(self, position_ids, device=x.device)
        return rope_forward(self, x, position_ids)

    return wrapper


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    return (q * cos) + (rotate_half(q) * sin), (k * cos) + (rotate_half(k) * sin)


def default_attention_scale(head_dim):
    return 1.0 / math.sqrt(head_dim)
