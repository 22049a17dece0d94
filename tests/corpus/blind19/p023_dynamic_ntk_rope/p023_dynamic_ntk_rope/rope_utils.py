"""RoPE parameter initialisation functions and the dynamic-update decorator."""
from functools import wraps

import torch


def _compute_default_rope_parameters(config, device=None, seq_len=None):
    head_dim = config.hidden_size // config.num_attention_heads
    dim = int(head_dim * config.partial_rotary_factor)
    inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float().to(device) / dim))
    return inv_freq, 1.0


def _compute_linear_scaling_rope_parameters(config, device=None, seq_len=None):
    inv_freq, attention_factor = _compute_default_rope_parameters(config, device, seq_len)
    return inv_freq / config.rope_scaling["factor"], attention_factor


def _compute_dynamic_ntk_parameters(config, device=None, seq_len=None):
    head_dim = config.hidden_size // config.num_attention_heads
    dim = int(head_dim * config.partial_rotary_factor)
    max_pos = config.max_position_embeddings
    factor = config.rope_scaling["factor"]
    seq_len = seq_len if seq_len is not None and seq_len > max_pos else max_pos
    base = config.rope_theta * ((factor * seq_len / max_pos) - (factor - 1)) ** (dim / (dim - 2))
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).float().to(device) / dim))
    return inv_freq, 1.0


ROPE_INIT_FUNCTIONS = {
    "default": _compute_default_rope_parameters,
    "linear": _compute_linear_scaling_rope_parameters,
    "dynamic": _compute_dynamic_ntk_parameters,
}


def _dynamic_frequency_update(rope_module, position_ids, device):
    """Grow the NTK base when the sequence exceeds the cached length; reset it when it shrinks back."""
    seq_len = torch.max(position_ids) + 1
    if seq_len > rope_module.max_seq_len_cached:
        inv_freq, rope_module.attention_scaling = rope_module.rope_init_fn(rope_module.config, device, seq_len=seq_len)
        rope_module.register_buffer("inv_freq", inv_freq, persistent=False)
        rope_module.max_seq_len_cached = seq_len
    if seq_len < rope_module.original_max_seq_len and rope_module.max_seq_len_cached > rope_module.original_max_seq_len:
        rope_module.original_inv_freq = rope_module.original_inv_freq.to(device)
        rope_module.register_buffer("inv_freq", rope_module.original_inv_freq, persistent=False)
        rope_module.max_seq_len_cached = rope_module.original_max_seq_len


def dynamic_rope_update(rope_forward):
    @wraps(rope_forward)
    def wrapper(self, x, position_ids):
        if "dynamic" in self.rope_type:
            _dynamic_frequency_update(self, position_ids, device=x.device)
        return rope_forward(self, x, position_ids)

    return wrapper
