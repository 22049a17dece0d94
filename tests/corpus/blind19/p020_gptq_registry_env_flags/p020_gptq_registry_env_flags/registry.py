from __future__ import annotations

from typing import Callable

QUANTIZATION_METHODS: dict[str, type] = {}


def register_quant_method(name: str) -> Callable[[type], type]:
    def deco(cls: type) -> type:
        if name in QUANTIZATION_METHODS:
            raise ValueError(f"quantization method {name!r} registered twice")
        cls.name = name
        QUANTIZATION_METHODS[name] = cls
        return cls

    return deco


def get_quant_method(name: str, **config):
    try:
        cls = QUANTIZATION_METHODS[name]
    except KeyError:
        raise ValueError(f"unknown quantization {name!r}; have {sorted(QUANTIZATION_METHODS)}") from None
    return cls(**config)
