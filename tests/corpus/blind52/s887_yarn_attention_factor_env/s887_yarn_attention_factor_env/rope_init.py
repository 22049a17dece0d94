import math
from typing import Callable, Dict, Tuple

import torch


def _compute_default_rope_parameters(config) -> Tuple[torch.Tensor, float]:
    dim = config.head_dim
    inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
    return inv_freq, 1.0


def _get_mscale(scale: float, mscale: float = 1.0) -> float:
    if scale <= 1:
        return 1.0
    return 0.1 * mscale * math.log(scale) + 1.0


def _compute_yarn_parameters(config) -> Tuple[torch.Tensor, float]:
    base = config.rope_theta
    dim = config.head_dim
    scaling = config.rope_scaling
    factor = scaling["factor"]
    attention_factor = scaling.get("attention_factor")
    beta_fast = scaling.get("beta_fast") or 32
    beta_slow = scaling.get("beta_slow") or 1
    original_max = scaling.get("original_max_position_embeddings", config.max_position_embeddings)

    if attention_factor is None:
        attention_factor = _get_mscale(factor)

    def find_correction_dim(num_rotations):
        return (dim * math.log(original_max / (num_rotations * 2 * math.pi))) / (2 * math.log(base))

    low = max(math.floor(find_correction_dim(beta_fast)), 0)
    high = min(math.ceil(find_correction_dim(beta_slow)), dim - 1)
    if low == high:
        high += 0.001
    ramp = torch.clamp((torch.arange(dim // 2, dtype=torch.float32) - low) / (high - low), 0, 1)
    pos_freqs = base ** (torch.arange(0, dim, 2).float() / dim)
    inv_freq_extrapolation = 1.0 / pos_freqs
    inv_freq_interpolation = 1.0 / (factor * pos_freqs)
    extrapolation_factor = 1 - ramp
    inv_freq = (
        inv_freq_interpolation * (1 - extrapolation_factor)
        + inv_freq_extrapolation * extrapolation_factor
    )
    return inv_freq, attention_factor


ROPE_INIT_FUNCTIONS: Dict[str, Callable] = {
    "default": _compute_default_rope_parameters,
    "yarn": _compute_yarn_parameters,
}
