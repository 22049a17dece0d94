from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Type

_METHODS: Dict[str, Type] = {}


def register_quant_method(name: str) -> Callable[[Type], Type]:
    def deco(cls: Type) -> Type:
        _METHODS[name] = cls
        cls.method_name = name
        return cls

    return deco


@dataclass(frozen=True)
class QuantConfig:
    method: str = "w8a8_dynamic"
    clip_ratio: float = 1.0

    def get_quant_method(self):
        return _METHODS[self.method](self)
