from typing import Callable, Dict

_QUANT_KERNELS: Dict[str, Callable] = {}


def register_quant_kernel(name: str):
    def deco(fn: Callable) -> Callable:
        if name in _QUANT_KERNELS:
            raise KeyError(f"quant kernel {name!r} registered twice")
        _QUANT_KERNELS[name] = fn
        return fn

    return deco


def get_quant_kernel(name: str) -> Callable:
    try:
        return _QUANT_KERNELS[name]
    except KeyError:
        raise KeyError(f"no quant kernel {name!r}; have {sorted(_QUANT_KERNELS)}") from None
