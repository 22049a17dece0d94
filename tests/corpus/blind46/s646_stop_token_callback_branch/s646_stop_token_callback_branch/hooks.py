from typing import Callable, List

import torch

TokenCallback = Callable[[torch.Tensor, torch.Tensor], torch.Tensor]

_TOKEN_CALLBACKS: List[TokenCallback] = []


def register_token_callback(fn: TokenCallback) -> TokenCallback:
    _TOKEN_CALLBACKS.append(fn)
    return fn


def run_token_callbacks(next_tokens: torch.Tensor, finished: torch.Tensor) -> torch.Tensor:
    for cb in _TOKEN_CALLBACKS:
        finished = finished | cb(next_tokens, finished)
    return finished
