import logging

import torch

logger = logging.getLogger(__name__)

_NONFINITE_EVENTS = {"count": 0, "last_tag": None}


@torch.library.custom_op("corpus_s1168::nonfinite_guard", mutates_args=())
def nonfinite_guard(x: torch.Tensor, tag: str, replace_with: float) -> torch.Tensor:
    num_bad = int((~torch.isfinite(x)).sum().item())
    if num_bad > 0:
        _NONFINITE_EVENTS["count"] += 1
        _NONFINITE_EVENTS["last_tag"] = tag
        logger.warning("%s: replaced %d non-finite values", tag, num_bad)
        print(f"[nonfinite_guard] {tag}: {num_bad} values")
    return torch.nan_to_num(x, nan=replace_with, posinf=replace_with, neginf=-replace_with)


@nonfinite_guard.register_fake
def _(x: torch.Tensor, tag: str, replace_with: float) -> torch.Tensor:
    return torch.empty_like(x)


def get_nonfinite_events() -> dict:
    return dict(_NONFINITE_EVENTS)
