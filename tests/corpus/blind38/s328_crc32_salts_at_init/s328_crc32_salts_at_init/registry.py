from __future__ import annotations

from typing import Callable, Dict, Type

INTERACTIONS: Dict[str, Type] = {}


def register_interaction(name: str) -> Callable[[Type], Type]:
    def deco(cls: Type) -> Type:
        if name in INTERACTIONS:
            raise KeyError(f"interaction {name!r} registered twice")
        INTERACTIONS[name] = cls
        return cls

    return deco
