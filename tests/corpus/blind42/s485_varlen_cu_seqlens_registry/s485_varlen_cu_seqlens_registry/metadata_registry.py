from __future__ import annotations

from typing import Callable, Dict, Type

_METADATA_BUILDERS: Dict[str, Type] = {}


def register_metadata_builder(name: str) -> Callable[[Type], Type]:
    def wrap(cls: Type) -> Type:
        if name in _METADATA_BUILDERS:
            raise KeyError(f"duplicate metadata builder {name!r}")
        _METADATA_BUILDERS[name] = cls
        return cls

    return wrap


def get_metadata_builder(name: str) -> Type:
    try:
        return _METADATA_BUILDERS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}") from None
