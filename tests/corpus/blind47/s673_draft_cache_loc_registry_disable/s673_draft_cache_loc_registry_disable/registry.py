"""Registry of speculative-decoding algorithms (EAGLE, EAGLE3, NEXTN, ...)."""
from __future__ import annotations

from typing import Callable, Dict, Type

SPEC_ALGORITHMS: Dict[str, Type] = {}


def register_spec_algorithm(*names: str) -> Callable[[Type], Type]:
    def deco(cls: Type) -> Type:
        for name in names:
            key = name.upper()
            if key in SPEC_ALGORITHMS:
                raise KeyError(f"speculative algorithm {key} registered twice")
            SPEC_ALGORITHMS[key] = cls
        return cls

    return deco


def get_spec_algorithm(name: str) -> Type:
    try:
        return SPEC_ALGORITHMS[name.upper()]
    except KeyError:
        raise ValueError(f"unknown speculative algorithm {name!r}; known: {sorted(SPEC_ALGORITHMS)}") from None
