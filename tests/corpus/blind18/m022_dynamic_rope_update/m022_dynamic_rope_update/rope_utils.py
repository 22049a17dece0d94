import math
from functools import wraps

import torch


def _compute_default_rope_parameters(config, device=None, seq_len=None):
    base = config.rope_theta
    head_dim = config.hidden_size // config.num_attention_heads
    dim = int(head_dim * config.partial_rotary_factor)
    attention_factor = 1.0
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).to(device=device, dtype=torch.float) / dim))
    return inv_freq, attention_factor


def _compute_linear_scaling_rope_parameters(config, device=None, seq_len=None):
    factor = config.rope_scaling["factor"]
    inv_freq, attention_factor = _compute_default_rope_parameters(config, device, seq_len)
    return inv_freq / factor, attention_factor


def _compute_dynamic_ntk_parameters(config, device=None, seq_len=None):
    base = config.rope_theta
    head_dim = config.hidden_size // config.num_attention_heads
    dim = int(head_dim * config.partial_rotary_factor)
    max_position_embeddings = config.max_position_embeddings
    factor = config.rope_scaling["factor"]
    attention_factor = 1.0

    if seq_len is None:
        seq_len = max_position_embeddings
    elif isinstance(seq_len, torch.Tensor):
        seq_len = torch.maximum(seq_len, torch.tensor(max_position_embeddings, dtype=seq_len.dtype, device=seq_len.device))
    else:
        seq_len = max(seq_len, max_position_embeddings)

    base = base * ((factor * seq_len / max_position_embeddings) - (factor - 1)) ** (dim / (dim - 2))
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).to(device=device, dtype=torch.float) / dim))
    return inv_freq, attention_factor


def _compute_yarn_parameters(config, device=None, seq_len=None):
    factor = config.rope_scaling["factor"]
    inv_freq, _ = _compute_default_rope_parameters(config, device, seq_len)
    attention_factor = config.rope_scaling.get("attention_factor") or 0.1 * math.log(factor) + 1.0
    return inv_freq / factor, attention_factor


ROPE_INIT_FUNCTIONS = {
    "default": _compute_default_rope_parameters,
    "linear": _compute_linear_scaling_rope_parameters,
    "dynamic": _compute_dynamic_ntk_parameters,
    "yarn": _compute_yarn_parameters,
}


def _dynamic_frequency_update(self, position_ids, device):
    seq_len = torch.max(position_ids) + 1
    if seq_len > self.max_seq_len_cached:
        inv_freq, self.attention_scaling = self.rope_init_fn(self.config, device, seq_len=seq_len)
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.max_seq_len_cached = seq_len

    if seq_len < self.original_max_seq_len and self.max_seq_len_cached > self.original_max_seq_len:
        self.original_inv_freq = self.original_inv_freq.to(device)
        self.register_buffer("inv_freq", self.original_inv_freq, persistent=False)
        self.max_seq_len_cached = self.original_max_seq_len


def dynamic_rope_update(rope_forward):
    """Refresh ``inv_freq`` before the forward when the rope type grows with the sequence."""

    @wraps(rope_forward)
    def wrapper(self, x, position_ids):
        if "dynamic" in self.rope_type:
            _dynamic_frequency_update(self, position_ids, device=x.device)
        return rope_forward(self, x, position_ids)

    return wrapper
