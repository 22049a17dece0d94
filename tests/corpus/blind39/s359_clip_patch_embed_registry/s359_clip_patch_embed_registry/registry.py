from __future__ import annotations

from typing import Callable, TypeVar

from torch import nn

T = TypeVar("T", bound=type[nn.Module])

PATCH_EMBED_REGISTRY: dict[str, type[nn.Module]] = {}


def register_patch_embed(name: str) -> Callable[[T], T]:
    def deco(cls: T) -> T:
        if name in PATCH_EMBED_REGISTRY:
            raise KeyError(f"patch embed {name!r} registered twice")
        PATCH_EMBED_REGISTRY[name] = cls
        return cls

    return deco


def get_patch_embed_cls(name: str) -> type[nn.Module]:
    return PATCH_EMBED_REGISTRY[name]
