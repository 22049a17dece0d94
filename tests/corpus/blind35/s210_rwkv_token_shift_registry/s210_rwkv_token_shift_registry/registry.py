import functools
import math

import torch

DECAY_SCHEDULES = {}


def decay_schedule(name):
    def deco(fn):
        DECAY_SCHEDULES[name] = fn
        return fn

    return deco


@decay_schedule("linear")
def linear_decay(n_channels: int, layer_ratio: float) -> torch.Tensor:
    ramp = torch.arange(n_channels, dtype=torch.float32) / max(n_channels - 1, 1)
    return -5.0 + 8.0 * ramp ** (0.7 + 1.3 * layer_ratio)


@decay_schedule("constant")
def constant_decay(n_channels: int, layer_ratio: float) -> torch.Tensor:
    return torch.full((n_channels,), -1.0 - layer_ratio)


@functools.lru_cache(maxsize=None)
def head_layout(d_model: int, head_size: int) -> tuple:
    if d_model % head_size:
        raise ValueError(f"d_model={d_model} not divisible by head_size={head_size}")
    return d_model // head_size, head_size, 1.0 / math.sqrt(head_size)
