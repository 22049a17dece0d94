"""Parallel state, with backwards-compatible aliases for older call sites."""
import functools
import warnings

import torch.distributed as dist


class _ParallelState:
    def __init__(self):
        self.tp_group = None
        self.tp_size = 1
        self.tp_rank = 0

    def initialize(self, tp_size: int):
        if not dist.is_initialized():
            raise RuntimeError("call init_process_group first")
        self.tp_size = tp_size
        self.tp_rank = dist.get_rank() % tp_size


_STATE = _ParallelState()


def get_tp_state() -> _ParallelState:
    return _STATE


def _deprecated(new_name):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            warnings.warn(
                f"{fn.__name__} is deprecated, use {new_name}", DeprecationWarning, stacklevel=2
            )
            return fn(*args, **kwargs)

        return wrapper

    return deco


@_deprecated("get_tp_state().tp_size")
def get_tensor_model_parallel_world_size() -> int:
    return _STATE.tp_size


@_deprecated("get_tp_state().tp_rank")
def get_tensor_model_parallel_rank() -> int:
    return _STATE.tp_rank
