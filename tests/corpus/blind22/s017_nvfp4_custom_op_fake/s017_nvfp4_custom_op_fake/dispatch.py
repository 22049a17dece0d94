"""Pick an implementation once, at import time, based on the platform."""
import functools
import os
from typing import Callable, Optional

import torch


@functools.cache
def current_platform() -> str:
    forced = os.environ.get("S017_PLATFORM")
    if forced:
        return forced
    if torch.cuda.is_available():
        major, _ = torch.cuda.get_device_capability()
        return "blackwell" if major >= 10 else "cuda"
    return "cpu"


def platform_impl(*, blackwell: Optional[Callable] = None, cuda: Optional[Callable] = None):
    """Decorate the reference implementation; return the best one for this machine."""

    def deco(reference: Callable) -> Callable:
        choice = {"blackwell": blackwell, "cuda": cuda}.get(current_platform())
        if choice is None:
            return reference
        return functools.update_wrapper(choice, reference)

    return deco
