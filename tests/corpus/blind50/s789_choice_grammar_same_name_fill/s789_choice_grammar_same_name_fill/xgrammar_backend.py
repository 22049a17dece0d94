import logging
import time

import torch

from .base_grammar import BaseGrammarObject, register_grammar_backend

logger = logging.getLogger(__name__)


@register_grammar_backend("xgrammar")
class XGrammarGrammar(BaseGrammarObject):
    """Wraps a native grammar matcher that writes int32 bitmask words."""

    def __init__(self, matcher):
        super().__init__()
        self.matcher = matcher
        self.fill_time_s = 0.0

    def accept_token(self, token: int) -> None:
        if not self.matcher.accept_token(token):
            logger.warning("Matcher rejected token %d, terminating request", token)
            self.finished = True

    def allocate_vocab_mask(self, vocab_size: int, batch_size: int, device) -> torch.Tensor:
        return torch.full((batch_size, (vocab_size + 31) // 32), -1, dtype=torch.int32, device=device)

    def fill_vocab_mask(self, vocab_mask: torch.Tensor, idx: int) -> None:
        tic = time.perf_counter()
        self.matcher.fill_next_token_bitmask(vocab_mask, idx)
        self.fill_time_s += time.perf_counter() - tic
        logger.debug("filled bitmask row %d in %.3f ms", idx, self.fill_time_s * 1e3)
