import logging
from typing import Callable

import torch

logger = logging.getLogger(__name__)

EOS_TOKEN_IDS = (0, 2)

LogitsProcessorFn = Callable[[torch.Tensor, dict], torch.Tensor]
_PROCESSORS: dict[str, LogitsProcessorFn] = {}


def register(name: str):
    def deco(fn: LogitsProcessorFn) -> LogitsProcessorFn:
        _PROCESSORS[name] = fn
        return fn

    return deco


def get_processor(name: str) -> LogitsProcessorFn:
    return _PROCESSORS[name]


def _eos_mask(vocab_size: int, device) -> torch.Tensor:
    mask = torch.zeros(vocab_size, dtype=torch.bool, device=device)
    mask[list(EOS_TOKEN_IDS)] = True
    return mask


@register("min_tokens")
def min_tokens_processor(logits: torch.Tensor, state: dict) -> torch.Tensor:
    need_more = state["seq_lens"] < state["min_tokens"]
    logger.debug("min_tokens: suppressing EOS for %s rows", need_more.sum())
    block = need_more.unsqueeze(1) & _eos_mask(logits.shape[-1], logits.device)
    return logits.masked_fill(block, float("-inf"))


@register("temperature")
def temperature_processor(logits: torch.Tensor, state: dict) -> torch.Tensor:
    return logits / state.get("temperature", 1.0)
