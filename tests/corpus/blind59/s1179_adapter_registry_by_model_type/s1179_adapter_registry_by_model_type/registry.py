from typing import Callable, Dict, Type

_ADAPTER_REGISTRY: Dict[str, Type] = {}


def register_adapter(*model_types: str) -> Callable[[Type], Type]:
    def decorator(cls: Type) -> Type:
        for model_type in model_types:
            if model_type in _ADAPTER_REGISTRY:
                raise ValueError(f"adapter for {model_type!r} already registered")
            _ADAPTER_REGISTRY[model_type] = cls
        return cls

    return decorator


def resolve_adapter(model_type: str) -> Type:
    if model_type not in _ADAPTER_REGISTRY:
        raise KeyError(f"no adapter registered for model_type={model_type!r}")
    return _ADAPTER_REGISTRY[model_type]
