import threading
from dataclasses import dataclass

import torch


@dataclass
class MixedPrecisionState:
    param_dtype: torch.dtype | None = None
    compute_dtype: torch.dtype | None = None


class _MixedPrecisionContext(threading.local):
    state: MixedPrecisionState | None = None


_mixed_precision_state = _MixedPrecisionContext()


def set_mixed_precision_policy(param_dtype: torch.dtype, compute_dtype: torch.dtype) -> None:
    _mixed_precision_state.state = MixedPrecisionState(param_dtype, compute_dtype)


def get_compute_dtype(default: torch.dtype) -> torch.dtype:
    state = _mixed_precision_state.state
    if state is None or state.compute_dtype is None:
        return default
    return state.compute_dtype
