from typing import Callable, Dict

ATTENTION_BACKENDS: Dict[str, object] = {}


def register_attention_backend(name: str) -> Callable:
    def wrapper(cls):
        ATTENTION_BACKENDS[name] = cls
        return cls

    return wrapper


def get_attention_backend(name: str, **kwargs):
    try:
        return ATTENTION_BACKENDS[name](**kwargs)
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}; have {sorted(ATTENTION_BACKENDS)}") from None
