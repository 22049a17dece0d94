from typing import Callable, Dict, Type

from torch import nn

_PROJECTOR_REGISTRY: Dict[str, Type[nn.Module]] = {}


def register_projector(name: str) -> Callable[[Type[nn.Module]], Type[nn.Module]]:
    def _wrap(cls: Type[nn.Module]) -> Type[nn.Module]:
        if name in _PROJECTOR_REGISTRY:
            raise KeyError(f"projector {name!r} registered twice")
        _PROJECTOR_REGISTRY[name] = cls
        return cls

    return _wrap


def get_projector_cls(name: str) -> Type[nn.Module]:
    try:
        return _PROJECTOR_REGISTRY[name]
    except KeyError:
        known = ", ".join(sorted(_PROJECTOR_REGISTRY))
        raise ValueError(f"unknown mm_projector_type {name!r}; known: {known}") from None


def build_projector(config) -> nn.Module:
    cls = get_projector_cls(config.mm_projector_type)
    return cls(config)
