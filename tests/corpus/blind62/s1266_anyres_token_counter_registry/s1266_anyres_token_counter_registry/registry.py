from typing import Callable, Dict

MULTIMODAL_TOKEN_COUNTERS: Dict[str, Callable] = {}


def register_token_counter(model_type: str):
    def wrapper(fn: Callable) -> Callable:
        if model_type in MULTIMODAL_TOKEN_COUNTERS:
            raise KeyError(f"token counter for {model_type!r} already registered")
        MULTIMODAL_TOKEN_COUNTERS[model_type] = fn
        return fn

    return wrapper


def get_token_counter(model_type: str) -> Callable:
    try:
        return MULTIMODAL_TOKEN_COUNTERS[model_type]
    except KeyError:
        raise ValueError(f"no image token counter registered for {model_type!r}") from None
