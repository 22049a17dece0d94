from typing import Callable, Dict, Type

_QUANT_METHODS: Dict[str, Type] = {}


def register_quant_method(name: str) -> Callable[[Type], Type]:
    def wrap(cls: Type) -> Type:
        if name in _QUANT_METHODS:
            raise ValueError(f"quant method {name!r} registered twice")
        _QUANT_METHODS[name] = cls
        return cls

    return wrap


def get_quant_method(name: str) -> Type:
    return _QUANT_METHODS[name]
