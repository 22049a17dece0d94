"""RoPE init functions (computed once at construction) and the update decorator shared by all variants."""
import math
from functools import wraps

import torch


def _default_inv_freq(base: float, dim: int, device=None) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).to(device=device, dtype=torch.float) / dim))


def _compute_default_parameters(config, device=None, seq_len=None):
    return _default_inv_freq(config.rope_theta, config.head_dim, device), 1.0


def _compute_llama3_parameters(config, device=None, seq_len=None):
    inv_freq, attention_factor = _compute_default_parameters(config, device, seq_len)
    rs = config.rope_scaling
    factor, low_ff, high_ff = rs["factor"], rs["low_freq_factor"], rs["high_freq_factor"]
    old_context_len = rs["original_max_position_embeddings"]
    low_freq_wavelen = old_context_len / low_ff
    high_freq_wavelen = old_context_len / high_ff
    wavelen = 2 * math.pi / inv_freq
    inv_freq_llama = torch.where(wavelen > low_freq_wavelen, inv_freq / factor, inv_freq)
    smooth = (old_context_len / wavelen - low_ff) / (high_ff - low_ff)
    smoothed = (1 - smooth) * inv_freq_llama / factor + smooth * inv_freq_llama
    is_medium = ~(wavelen < high_freq_wavelen) * ~(wavelen > low_freq_wavelen)
    return torch.where(is_medium, smoothed, inv_freq_llama), attention_factor


def _compute_yarn_parameters(config, device=None, seq_len=None):
    rs = config.rope_scaling
    factor = rs["factor"]
    mscale = 0.1 * math.log(factor) + 1.0 if factor > 1 else 1.0
    inv_freq, _ = _compute_default_parameters(config, device, seq_len)
    return inv_freq / factor, rs.get("attention_factor", mscale)


ROPE_INIT_FUNCTIONS = {
    "default": _compute_default_parameters,
    "llama3": _compute_llama3_parameters,
    "yarn": _compute_yarn_parameters,
}


def _longrope_frequency_update(module, position_ids, device):
    seq_len = torch.max(position_ids) + 1
    if seq_len > module.original_max_seq_len:
        module.register_buffer("inv_freq", module.long_inv_freq.to(device), persistent=False)
    else:
        module.register_buffer("inv_freq", module.original_inv_freq.to(device), persistent=False)


def _dynamic_frequency_update(module, position_ids, device):
    seq_len = torch.max(position_ids) + 1
    if seq_len > module.max_seq_len_cached:
        inv_freq, module.attention_scaling = module.rope_init_fn(module.config, device, seq_len=seq_len)
        module.register_buffer("inv_freq", inv_freq, persistent=False)
        module.max_seq_len_cached = seq_len


def dynamic_rope_update(rope_forward):
    """Decorator for RotaryEmbedding.forward: refresh inv_freq for the length-dependent variants."""

    @wraps(rope_forward)
    def wrapper(self, x, position_ids):
        if "dynamic" in self.rope_type:
            _dynamic_frequency_update(self, position_ids, device=x.device)
        elif self.rope_type == "longrope":
            _longrope_frequency_update(self, position_ids, device=x.device)
        return rope_forward(self, x, position_ids)

    return wrapper
