import functools
import math
import warnings

import torch
from torch import nn


@functools.lru_cache(maxsize=None)
def rotary_dims(head_dim: int, partial_rotary_factor: float) -> int:
    dim = int(head_dim * partial_rotary_factor)
    return dim - dim % 2


def _standardize_rope_params(config) -> dict:
    params = dict(config.rope_scaling or {})
    if "type" in params:
        warnings.warn(
            "`rope_scaling['type']` is deprecated, use `rope_scaling['rope_type']` instead.", FutureWarning
        )
        params["rope_type"] = params.pop("type")
    params.setdefault("rope_type", "default")
    return params


class PartialRotaryEmbedding(nn.Module):
    """Rotary embedding with the cos/sin tables precomputed once for the whole context."""

    def __init__(self, config):
        super().__init__()
        params = _standardize_rope_params(config)
        self.partial_rotary_factor = config.partial_rotary_factor
        self.head_dim = config.hidden_size // config.num_attention_heads
        dim = rotary_dims(self.head_dim, self.partial_rotary_factor)
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, dim, 2).float() / dim))
        if params["rope_type"] == "linear":
            inv_freq = inv_freq / params["factor"]
        positions = torch.arange(config.max_position_embeddings, dtype=torch.float32)
        freqs = torch.outer(positions, inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        # attention temperature for long-context checkpoints
        self.mscale = 0.1 * math.log(params.get("factor", 1.0)) + 1.0
        self.register_buffer("cos_cached", emb.cos() * self.mscale, persistent=False)
        self.register_buffer("sin_cached", emb.sin() * self.mscale, persistent=False)
        self.max_seq_len_cached = int(positions.max().item()) + 1

    def forward(self, x, position_ids):
        if x.shape[-2] > self.max_seq_len_cached:
            raise ValueError(f"sequence length {x.shape[-2]} exceeds the rotary cache ({self.max_seq_len_cached})")
        return self.cos_cached[position_ids].to(x.dtype), self.sin_cached[position_ids].to(x.dtype)


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_partial_rotary(q, k, cos, sin, partial_rotary_factor):
    rot = rotary_dims(q.shape[-1], partial_rotary_factor)
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
    q_rot, q_pass = q[..., :rot], q[..., rot:]
    k_rot, k_pass = k[..., :rot], k[..., rot:]
    q_rot = q_rot * cos + rotate_half(q_rot) * sin
    k_rot = k_rot * cos + rotate_half(k_rot) * sin
    return torch.cat((q_rot, q_pass), dim=-1), torch.cat((k_rot, k_pass), dim=-1)
