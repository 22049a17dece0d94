from typing import Callable, Dict, Type, TypeVar

_T = TypeVar("_T")

_MM_PROCESSOR_REGISTRY: Dict[str, type] = {}


def register_processor(model_type: str) -> Callable[[Type[_T]], Type[_T]]:
    def wrapper(cls: Type[_T]) -> Type[_T]:
        if model_type in _MM_PROCESSOR_REGISTRY:
            raise KeyError(f"processor for {model_type!r} already registered")
        _MM_PROCESSOR_REGISTRY[model_type] = cls
        return cls

    return wrapper


def create_processor(config):
    try:
        processor_cls = _MM_PROCESSOR_REGISTRY[config.model_type]
    except KeyError:
        raise ValueError(f"No multimodal processor registered for {config.model_type}") from None
    return processor_cls(config)
