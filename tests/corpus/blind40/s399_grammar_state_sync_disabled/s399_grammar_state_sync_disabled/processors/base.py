from typing import Dict, Type

import torch

PROCESSOR_REGISTRY: Dict[str, Type["BaseStructuredLogitsProcessor"]] = {}


def register_processor(name: str):
    def wrap(cls):
        PROCESSOR_REGISTRY[name] = cls
        return cls

    return wrap


class BaseStructuredLogitsProcessor:
    """Shared driver: sync host-side guide state, then mask the logits with the guide's bias."""

    def __init__(self, vocab_size: int, batch_size: int):
        self.vocab_size = vocab_size
        self.batch_size = batch_size
        self._seq_start_idx = None

    def sync_guide_states(self, input_ids: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def build_bias(self, allowed: torch.Tensor, like: torch.Tensor) -> torch.Tensor:
        return torch.where(allowed, torch.zeros_like(like), torch.full_like(like, float("-inf")))

    def __call__(self, input_ids: torch.Tensor, logits: torch.Tensor) -> torch.Tensor:
        if self._seq_start_idx is None:
            self._seq_start_idx = input_ids.shape[-1]
        allowed = self.sync_guide_states(input_ids)
        return logits + self.build_bias(allowed, logits)
