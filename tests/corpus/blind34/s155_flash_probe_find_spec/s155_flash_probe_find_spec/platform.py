import functools
import importlib.util

import torch


@functools.cache
def has_flash_attn() -> bool:
    """True when the flash-attn extension is importable on this machine."""
    if importlib.util.find_spec("flash_attn") is None:
        return False
    return torch.cuda.is_available()


def supports_head_size(head_size: int) -> bool:
    return head_size % 8 == 0 and head_size <= 256
