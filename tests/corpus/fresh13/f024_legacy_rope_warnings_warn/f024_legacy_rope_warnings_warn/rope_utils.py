import warnings

import torch


def _linear_factor(rope_scaling: dict | None) -> float:
    if not rope_scaling:
        return 1.0
    if "type" in rope_scaling and "rope_type" not in rope_scaling:
        warnings.warn(
            "`rope_scaling['type']` is deprecated, use `rope_scaling['rope_type']`",
            FutureWarning,
            stacklevel=2,
        )
    return float(rope_scaling.get("factor", 1.0))


def rotary_cos_sin(position_ids: torch.Tensor, dim: int, base: float, rope_scaling: dict | None):
    inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))
    t = position_ids.float() / _linear_factor(rope_scaling)
    freqs = t.unsqueeze(-1) * inv_freq
    emb = torch.cat((freqs, freqs), dim=-1)
    return emb.cos(), emb.sin()
