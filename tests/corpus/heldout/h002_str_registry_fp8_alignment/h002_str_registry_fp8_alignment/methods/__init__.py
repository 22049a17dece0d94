from typing import Callable, Dict, Type

from .base import QuantMethodBase

QUANT_METHODS: Dict[str, Type[QuantMethodBase]] = {}


def register_quant_method(name: str) -> Callable[[type], type]:
    def _register(cls: type) -> type:
        if name in QUANT_METHODS:
            raise ValueError(f"duplicate quant method {name!r}")
        QUANT_METHODS[name] = cls
        return cls

    return _register


def get_quant_method(name: str) -> Type[QuantMethodBase]:
    return QUANT_METHODS[name]


from . import fp8, unquantized  # noqa: E402,F401  (populate the registry)
