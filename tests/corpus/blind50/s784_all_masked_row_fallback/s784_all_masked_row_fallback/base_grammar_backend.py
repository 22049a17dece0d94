from typing import List, Optional, Tuple

import torch


class BaseGrammarObject:
    """Interface shared by the grammar backends (xgrammar, outlines, llguidance)."""

    def __init__(self, eos_token_ids: Optional[List[int]] = None):
        self.finished = False
        self.eos_token_ids = list(eos_token_ids or [])

    def accept_token(self, token: int) -> None:
        raise NotImplementedError()

    def allocate_vocab_mask(self, vocab_size: int, batch_size: int, device) -> torch.Tensor:
        raise NotImplementedError()

    def fill_vocab_mask(self, vocab_mask: torch.Tensor, idx: int) -> None:
        raise NotImplementedError()

    @staticmethod
    def move_vocab_mask(vocab_mask: torch.Tensor, device) -> torch.Tensor:
        return vocab_mask.to(device, non_blocking=True)

    def _release_dead_rows(self, vocab_mask: torch.Tensor) -> torch.Tensor:
        # A row whose mask rejects every token would turn into NaN after softmax;
        # let those requests terminate by re-allowing EOS.
        dead_rows = vocab_mask.all(dim=-1)
        if dead_rows.any():
            eos = torch.tensor(self.eos_token_ids, device=vocab_mask.device, dtype=torch.long)
            vocab_mask[dead_rows.nonzero(as_tuple=True)[0].unsqueeze(-1), eos] = False
        return vocab_mask

    def apply_vocab_mask(self, logits: torch.Tensor, vocab_mask: torch.Tensor) -> None:
        vocab_mask = self._release_dead_rows(vocab_mask)
        logits.masked_fill_(vocab_mask, float("-inf"))

    def copy(self) -> "BaseGrammarObject":
        raise NotImplementedError()

    def try_jump_forward(self, tokenizer) -> Optional[Tuple[List[int], str]]:
        return None
