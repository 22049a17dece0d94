import logging

import torch

logger = logging.getLogger(__name__)


class SpecDecodeLogitsAdapter:
    """Re-orders draft logits for the verifier; only used by speculative decoding workers."""

    def __init__(self, num_draft_tokens: int):
        self.num_draft_tokens = num_draft_tokens

    def apply(self, logits: torch.Tensor, accept_lens: torch.Tensor) -> torch.Tensor:
        rows = []
        offset = 0
        for n in accept_lens.tolist():
            rows.append(logits[offset + n - 1])
            offset += self.num_draft_tokens
        logger.debug("gathered %d verifier rows", len(rows))
        return torch.stack(rows)


class PaddedVocabAdapter:
    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size

    def apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits[..., : self.vocab_size]
