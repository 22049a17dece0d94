import dataclasses

import torch

from .scaling import RopeConfig, RopeScalingType, attention_temperature, inv_freq_fn

BASE_CONFIG = RopeConfig(head_dim=8)
MODEL_CONFIG = dataclasses.replace(BASE_CONFIG, scaling=RopeScalingType("dynamic_ntk"), factor=4.0)


def _rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


@torch.compile(fullgraph=True)
def apply_rotary(q: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    cfg = dataclasses.replace(MODEL_CONFIG, head_dim=q.shape[-1])
    inv_freq = inv_freq_fn(cfg)()
    freqs = positions[:, None] * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)[:, None, :]
    mscale = attention_temperature(cfg)
    return (q * emb.cos() + _rotate_half(q) * emb.sin()) * mscale
