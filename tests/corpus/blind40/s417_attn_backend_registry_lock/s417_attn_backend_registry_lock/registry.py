import threading
from typing import Callable, Dict, Tuple, Type

_BACKEND_CLASSES: Dict[str, Type] = {}
_BACKEND_INSTANCES: Dict[Tuple, object] = {}
_REGISTRY_LOCK = threading.RLock()


def register_attention_backend(name: str) -> Callable[[Type], Type]:
    def decorator(cls: Type) -> Type:
        with _REGISTRY_LOCK:
            if name in _BACKEND_CLASSES:
                raise ValueError(f"attention backend {name!r} registered twice")
            _BACKEND_CLASSES[name] = cls
        cls.backend_name = name
        return cls

    return decorator


def get_backend_instance(name: str, num_heads: int, num_kv_heads: int, head_dim: int):
    """Backends hold workspace buffers, so one instance per shape is shared by all layers."""
    key = (name, num_heads, num_kv_heads, head_dim)
    with _REGISTRY_LOCK:
        instance = _BACKEND_INSTANCES.get(key)
        if instance is None:
            instance = _BACKEND_CLASSES[name](num_heads, num_kv_heads, head_dim)
            _BACKEND_INSTANCES[key] = instance
    return instance
