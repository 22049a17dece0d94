"""Rotary-embedding parameter initialisers keyed by ``rope_type``."""
import functools
import logging
import math

import torch

logger = logging.getLogger(__name__)


def _inv_freq(base, dim, device=None):
    return 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).to(device=device, dtype=torch.float) / dim))


def _head_dim(config):
    return getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads


def _compute_default_rope_parameters(config, device=None, seq_len=None):
    return _inv_freq(config.rope_theta, _head_dim(config), device), 1.0


def _compute_scaled_rope_parameters(config, device=None, seq_len=None, kind="linear"):
    factor = config.rope_scaling.get("factor", 1.0)
    if factor < 1.0:
        logger.warning(f"`rope_scaling`'s factor field must be a float >= 1, got {factor}")
    inv_freq = _inv_freq(config.rope_theta, _head_dim(config), device)
    if kind == "linear":
        inv_freq = inv_freq / factor
    return inv_freq, 1.0


def _compute_longrope_parameters(config, device=None, seq_len=None):
    dim = _head_dim(config)
    rope_scaling = config.rope_scaling
    original = rope_scaling.get("original_max_position_embeddings", config.original_max_position_embeddings)
    factor = config.max_position_embeddings / original
    if factor <= 1.0:
        logger.warning("longrope scaling requested but max_position_embeddings <= original length")
        attention_factor = 1.0
    else:
        attention_factor = math.sqrt(1 + math.log(factor) / math.log(original))
    base = _inv_freq(config.rope_theta, dim, device)
    long_inv = base / torch.tensor(rope_scaling["long_factor"], dtype=torch.float32, device=device)
    short_inv = base / torch.tensor(rope_scaling["short_factor"], dtype=torch.float32, device=device)
    return (short_inv, long_inv), attention_factor


ROPE_INIT_FUNCTIONS = {
    "default": _compute_default_rope_parameters,
    "linear": functools.partial(_compute_scaled_rope_parameters, kind="linear"),
    "longrope": _compute_longrope_parameters,
}


def longrope_frequency_select(rope_forward):
    """Pick the short or long frequency table from the current sequence length."""

    @functools.wraps(rope_forward)
    def wrapper(self, x, position_ids):
        if self.rope_type == "longrope":
            seq_len = x.shape[-2]
            if seq_len > self.original_max_seq_len:
                self.inv_freq = self.long_inv_freq
            else:
                self.inv_freq = self.short_inv_freq
        return rope_forward(self, x, position_ids)

    return wrapper
