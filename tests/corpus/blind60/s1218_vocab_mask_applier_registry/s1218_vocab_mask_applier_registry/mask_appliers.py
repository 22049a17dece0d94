import logging
from typing import Dict, Type

import torch

logger = logging.getLogger(__name__)


@torch.compiler.disable
def _apply_vocab_mask_kernel(logits: torch.Tensor, vocab_mask: torch.Tensor) -> None:
    logits.masked_fill_(vocab_mask, float("-inf"))


class VocabMaskApplier:
    name = "base"

    def apply_vocab_mask(self, logits: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class TorchVocabMaskApplier(VocabMaskApplier):
    name = "torch"

    def apply_vocab_mask(self, logits: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
        return logits.masked_fill(vocab_mask, float("-inf"))


class KernelVocabMaskApplier(VocabMaskApplier):
    name = "kernel"

    def __init__(self):
        self._num_calls = 0

    def apply_vocab_mask(self, logits: torch.Tensor, vocab_mask: torch.Tensor) -> torch.Tensor:
        self._num_calls += 1
        if self._num_calls == 1:
            logger.info("Using in-place vocab mask kernel for %s", logits.dtype)
        _apply_vocab_mask_kernel(logits, vocab_mask)
        return logits


MASK_APPLIERS: Dict[str, Type[VocabMaskApplier]] = {
    cls.name: cls for cls in (TorchVocabMaskApplier, KernelVocabMaskApplier)
}


def get_mask_applier(name: str) -> VocabMaskApplier:
    return MASK_APPLIERS[name]()
