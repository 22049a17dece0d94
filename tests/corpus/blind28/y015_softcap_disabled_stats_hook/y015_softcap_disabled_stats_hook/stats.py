import collections

import torch

_SATURATION = collections.deque(maxlen=256)


@torch.compiler.disable
def record_saturation(logits: torch.Tensor, cap: float) -> None:
    frac = (logits.abs() > 0.95 * cap).float().mean().item()
    _SATURATION.append(frac)


def mean_saturation() -> float:
    return sum(_SATURATION) / max(len(_SATURATION), 1)
