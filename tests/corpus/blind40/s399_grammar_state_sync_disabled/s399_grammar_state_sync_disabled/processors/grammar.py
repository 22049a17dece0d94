from typing import List

import torch

from .base import BaseStructuredLogitsProcessor, register_processor


class _CFGGuide:
    """Stand-in for an Earley-parser guide; state is a Python list of stacks."""

    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size
        self.stack: List[int] = [0]

    def advance(self, token_id: int) -> None:
        self.stack.append(token_id % 5)

    def allowed_tokens(self) -> List[int]:
        top = self.stack[-1]
        return [t for t in range(self.vocab_size) if t % 5 != (top + 1) % 5]


@register_processor("cfg")
class CFGLogitsProcessor(BaseStructuredLogitsProcessor):
    def __init__(self, vocab_size: int, batch_size: int):
        super().__init__(vocab_size, batch_size)
        self.guides = [_CFGGuide(vocab_size) for _ in range(batch_size)]

    @torch.compiler.disable
    def sync_guide_states(self, input_ids: torch.Tensor) -> torch.Tensor:
        allowed = torch.zeros(input_ids.shape[0], self.vocab_size, dtype=torch.bool)
        for i, seq in enumerate(input_ids.tolist()):
            if len(seq) > self._seq_start_idx:
                self.guides[i].advance(seq[-1])
            allowed[i, self.guides[i].allowed_tokens()] = True
        return allowed.to(input_ids.device)
