"""Rope parameter initialisation. Everything here runs once, at module build time."""
import logging
import math
import os
import warnings
from typing import Callable, Dict, Tuple

import numpy as np
import torch

logger = logging.getLogger(__name__)

_ROPE_DEBUG = os.environ.get("U013_ROPE_DEBUG", "0") == "1"

RopeInit = Callable[[dict, int, float], Tuple[torch.Tensor, float]]
ROPE_INIT_FUNCTIONS: Dict[str, RopeInit] = {}


def _register(name: str):
    def deco(fn):
        ROPE_INIT_FUNCTIONS[name] = fn
        return fn

    return deco


def _base_inv_freq(dim: int, base: float) -> np.ndarray:
    return 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float64) / dim))


@_register("default")
def _default(scaling: dict, dim: int, base: float):
    return torch.from_numpy(_base_inv_freq(dim, base)).float(), 1.0


@_register("yarn")
def _yarn(scaling: dict, dim: int, base: float):
    factor = scaling["factor"]
    orig_max = scaling["original_max_position_embeddings"]
    beta_fast, beta_slow = scaling.get("beta_fast", 32), scaling.get("beta_slow", 1)

    def find_correction_dim(num_rot):
        return (dim * math.log(orig_max / (num_rot * 2 * math.pi))) / (2 * math.log(base))

    low = max(math.floor(find_correction_dim(beta_fast)), 0)
    high = min(math.ceil(find_correction_dim(beta_slow)), dim - 1)
    if low == high:
        high += 0.001
    ramp = np.clip((np.arange(dim // 2, dtype=np.float64) - low) / (high - low), 0.0, 1.0)
    extrapolation = 1.0 - ramp
    pos_freqs = _base_inv_freq(dim, base)
    inv_freq = (pos_freqs / factor) * (1 - extrapolation) + pos_freqs * extrapolation
    attention_factor = 0.1 * math.log(factor) + 1.0
    if factor > 8:
        warnings.warn(f"yarn factor {factor} is far outside the tested range", stacklevel=2)
    return torch.from_numpy(inv_freq).float(), attention_factor


@_register("llama3")
def _llama3(scaling: dict, dim: int, base: float):
    inv_freq = _base_inv_freq(dim, base)
    factor, low_ff, high_ff = scaling["factor"], scaling["low_freq_factor"], scaling["high_freq_factor"]
    old_len = scaling["original_max_position_embeddings"]
    wavelen = 2 * math.pi / inv_freq
    smooth = (old_len / wavelen - low_ff) / (high_ff - low_ff)
    scaled = np.where(wavelen > old_len / low_ff, inv_freq / factor, inv_freq)
    mid = (1 - smooth) * scaled / factor + smooth * scaled
    is_mid = (wavelen >= old_len / high_ff) & (wavelen <= old_len / low_ff)
    return torch.from_numpy(np.where(is_mid, mid, scaled)).float(), 1.0


def rope_init(scaling: dict | None, dim: int, base: float) -> Tuple[torch.Tensor, float]:
    rope_type = (scaling or {}).get("rope_type", "default")
    inv_freq, attention_scaling = ROPE_INIT_FUNCTIONS[rope_type](scaling or {}, dim, base)
    if _ROPE_DEBUG:
        logger.warning("rope %s: inv_freq[0]=%s scale=%s", rope_type, inv_freq[0].item(), attention_scaling)
    return inv_freq, attention_scaling


def debug_dump(name: str, cos: torch.Tensor) -> None:
    print(f"[rope] {name}: range=({cos.min().item():.4f}, {cos.max().item():.4f})")
    np.save(os.path.join(os.environ.get("U013_DUMP_DIR", "."), f"{name}.npy"), cos.cpu().numpy())
