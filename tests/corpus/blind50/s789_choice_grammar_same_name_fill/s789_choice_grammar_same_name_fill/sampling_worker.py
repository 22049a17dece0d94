from typing import List

import torch

from . import choice_backend, xgrammar_backend  # noqa: F401  (register backends)
from .base_grammar import BaseGrammarObject, create_grammars


class ConstrainedSamplingWorker:
    def __init__(self, backend: str, specs: List, vocab_size: int):
        self.vocab_size = vocab_size
        self.grammars: List[BaseGrammarObject] = create_grammars(backend, specs)

    def _build_vocab_mask(self, batch_size: int, device) -> torch.Tensor:
        vocab_mask = self.grammars[0].allocate_vocab_mask(self.vocab_size, batch_size, device)
        for idx, grammar in enumerate(self.grammars):
            grammar.fill_vocab_mask(vocab_mask, idx)
        return vocab_mask

    def sample_constrained(self, logits: torch.Tensor) -> torch.Tensor:
        logits = logits.float()
        vocab_mask = self._build_vocab_mask(logits.shape[0], logits.device)
        self.grammars[0].apply_vocab_mask(logits, vocab_mask)
        return torch.argmax(logits, dim=-1)


worker = ConstrainedSamplingWorker(
    "choice",
    [[[3, 4], [9]], [[12, 13]], [[20], [21], [22]], [[63, 1]]],
    vocab_size=choice_backend.VOCAB_SIZE,
)
sample = torch.compile(worker.sample_constrained, fullgraph=True)
