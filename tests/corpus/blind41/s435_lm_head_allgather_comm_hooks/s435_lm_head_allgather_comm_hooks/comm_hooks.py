"""Post-collective hooks (used by the comm profiler / straggler detector)."""
import time
from typing import Callable, List, Tuple

import torch

CommHook = Callable[[str, torch.Tensor], None]
_POST_COMM_HOOKS: List[CommHook] = []


def register_post_comm_hook(hook: CommHook) -> CommHook:
    _POST_COMM_HOOKS.append(hook)
    return hook


def run_post_comm_hooks(op_name: str, tensor: torch.Tensor) -> None:
    for hook in _POST_COMM_HOOKS:
        hook(op_name, tensor)


class CollectiveTimeline:
    """Keeps (op, bytes, timestamp) for the last `capacity` collectives."""

    def __init__(self, capacity: int = 1024):
        self.capacity = capacity
        self.events: List[Tuple[str, int, float]] = []

    def __call__(self, op_name: str, tensor: torch.Tensor) -> None:
        nbytes = tensor.numel() * tensor.element_size()
        self.events.append((op_name, nbytes, time.perf_counter()))
        if len(self.events) > self.capacity:
            del self.events[0]
