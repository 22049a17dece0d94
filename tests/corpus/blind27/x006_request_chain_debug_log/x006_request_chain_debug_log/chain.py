from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Callable

import torch

logger = logging.getLogger(__name__)

Processor = Callable[[torch.Tensor], torch.Tensor]


def _allowed_tokens(token_ids: list[int], vocab_size: int) -> Processor:
    keep = torch.zeros(vocab_size, dtype=torch.bool)
    keep[torch.tensor(token_ids)] = True

    def fn(row: torch.Tensor) -> torch.Tensor:
        return row.masked_fill(~keep, float("-inf"))
    fn.__name__ = "allowed_tokens"
    return fn


def _logit_bias(bias: dict[int, float], vocab_size: int) -> Processor:
    vec = torch.zeros(vocab_size)
    for tok, b in bias.items():
        vec[tok] = b

    def fn(row: torch.Tensor) -> torch.Tensor:
        return row + vec
    fn.__name__ = "logit_bias"
    return fn


_FACTORIES = {"allowed_tokens": _allowed_tokens, "logit_bias": _logit_bias}


@dataclass
class ProcessorChain:
    request_id: str
    processors: list[Processor] = field(default_factory=list)

    def apply(self, row: torch.Tensor) -> torch.Tensor:
        for proc in self.processors:
            row = proc(row)
        logger.debug("request %s: applied %d processors", self.request_id, len(self.processors))
        return row


def build_chain(request_id: str, spec: dict, vocab_size: int) -> ProcessorChain:
    chain = ProcessorChain(request_id)
    for name, arg in spec.items():
        chain.processors.append(_FACTORIES[name](arg, vocab_size))
    return chain
