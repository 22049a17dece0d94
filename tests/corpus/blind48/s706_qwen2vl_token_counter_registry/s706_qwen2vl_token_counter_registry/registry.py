from typing import Callable, Dict, List

import torch

TokenCounter = Callable[[torch.Tensor, int], List[int]]

_TOKEN_COUNTERS: Dict[str, TokenCounter] = {}


def register_token_counter(model_type: str):
    def wrap(fn: TokenCounter) -> TokenCounter:
        if model_type in _TOKEN_COUNTERS:
            raise KeyError(f"duplicate token counter for {model_type!r}")
        _TOKEN_COUNTERS[model_type] = fn
        return fn

    return wrap


def get_token_counter(model_type: str) -> TokenCounter:
    try:
        return _TOKEN_COUNTERS[model_type]
    except KeyError:
        raise ValueError(f"no image-token counter registered for {model_type!r}") from None
