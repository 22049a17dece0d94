import enum

import torch

from . import platform


class AttentionBackend(enum.Enum):
    FLASH = "flash"
    SDPA = "sdpa"
    TORCH_NATIVE = "torch_native"


def choose_backend(head_size: int, dtype: torch.dtype) -> AttentionBackend:
    if platform.has_flash_attn() and platform.supports_head_size(head_size):
        if dtype in (torch.float16, torch.bfloat16):
            return AttentionBackend.FLASH
    if platform.supports_head_size(head_size):
        return AttentionBackend.SDPA
    return AttentionBackend.TORCH_NATIVE
