import dataclasses
import enum
import functools
import math
import os
import re

import torch

_LAYER_RE = re.compile(r"layers\.(\d+)\.attn")


class RopeKind(enum.Enum):
    DEFAULT = "default"
    LINEAR = "linear"


@dataclasses.dataclass(frozen=True)
class RopeConfig:
    dim: int = 4
    base: float = 10000.0
    kind: RopeKind = RopeKind.DEFAULT
    factor: float = 1.0


@functools.lru_cache(maxsize=32)
def inv_freq(dim: int, base: float, factor: float) -> tuple:
    return tuple(1.0 / (factor * math.pow(base, i / dim)) for i in range(0, dim, 2))


def layer_rope_config(prefix: str, base_cfg: RopeConfig, every: int = 2) -> RopeConfig:
    """Every ``every``-th layer uses linearly scaled rope (long-context recipe)."""
    m = _LAYER_RE.fullmatch(prefix)
    idx = int(m.group(1)) if m else 0
    if idx % every == every - 1:
        scale = float(os.environ.get("P038_ROPE_SCALE", "2.0"))
        return dataclasses.replace(base_cfg, kind=RopeKind.LINEAR, factor=scale)
    return base_cfg


def apply_rope(x: torch.Tensor, cfg: RopeConfig) -> torch.Tensor:
    seq = x.shape[-2]
    freqs = torch.tensor(inv_freq(cfg.dim, cfg.base, cfg.factor), dtype=x.dtype)
    angles = torch.arange(seq, dtype=x.dtype)[:, None] * freqs[None, :]
    cos, sin = angles.cos(), angles.sin()
    x1, x2 = x[..., 0::2], x[..., 1::2]
    return torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1).flatten(-2)
