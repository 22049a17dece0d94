import dataclasses
import enum
import functools
import inspect
import math

import torch


class RopeScalingType(enum.Enum):
    NONE = "none"
    LINEAR = "linear"
    NTK = "dynamic_ntk"


@dataclasses.dataclass(frozen=True)
class RopeConfig:
    head_dim: int
    base: float = 10000.0
    scaling: RopeScalingType = RopeScalingType.NONE
    factor: float = 1.0
    original_max_positions: int = 4096


def _default_inv_freq(head_dim: int, base: float) -> torch.Tensor:
    exponents = torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim
    return 1.0 / (base ** exponents)


def _linear_inv_freq(head_dim: int, base: float, factor: float) -> torch.Tensor:
    return _default_inv_freq(head_dim, base) / factor


def _ntk_inv_freq(head_dim: int, base: float, factor: float, alpha: float = 1.0) -> torch.Tensor:
    ntk_base = base * (alpha * factor) ** (head_dim / (head_dim - 2))
    return _default_inv_freq(head_dim, ntk_base)


def inv_freq_fn(cfg: RopeConfig):
    if cfg.scaling == RopeScalingType.NONE:
        return functools.partial(_default_inv_freq, cfg.head_dim, cfg.base)
    table = {
        RopeScalingType.LINEAR: _linear_inv_freq,
        RopeScalingType.NTK: _ntk_inv_freq,
    }
    fn = table[cfg.scaling]
    kwargs = {}
    if "alpha" in inspect.signature(fn).parameters:
        kwargs["alpha"] = math.sqrt(cfg.factor)
    return functools.partial(fn, cfg.head_dim, cfg.base, cfg.factor, **kwargs)


def attention_temperature(cfg: RopeConfig) -> float:
    if cfg.scaling is RopeScalingType.NONE or cfg.factor <= 1.0:
        return 1.0
    return 0.1 * math.log(cfg.factor) + 1.0
