from typing import Type

from . import envs
from .backends import BACKENDS
from .platform_info import capability_as_int, has_package, is_linux


class AttentionSelector:
    """Computes the backend on every access so env overrides apply at runtime."""

    def __init__(self, head_dim: int):
        self.head_dim = head_dim

    @property
    def requested(self) -> str:
        return envs.ATTENTION_BACKEND

    @property
    def flash_usable(self) -> bool:
        return (
            has_package("flash_attn")
            and is_linux()
            and capability_as_int() >= 80
            and self.head_dim % 8 == 0
        )

    @property
    def backend_cls(self) -> Type:
        if self.requested != "AUTO":
            for (name, _), cls in BACKENDS.items():
                if name == self.requested:
                    return cls
            raise ValueError(f"unknown attention backend {self.requested}")
        if self.flash_usable:
            return BACKENDS[("FLASH_ATTN", 80)]
        return BACKENDS[("TORCH_SDPA", -1)]
