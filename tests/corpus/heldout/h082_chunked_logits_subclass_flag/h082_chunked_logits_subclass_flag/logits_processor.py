import logging

import torch
from torch import nn

logger = logging.getLogger(__name__)


class LogitsProcessor(nn.Module):
    use_chunked_logits = False
    chunk_size = 4

    def __init__(self, vocab_size: int, hidden: int, soft_cap: float = 30.0) -> None:
        super().__init__()
        self.vocab_size = vocab_size
        self.soft_cap = soft_cap
        self.lm_head = nn.Linear(hidden, vocab_size, bias=False)

    def _get_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden_states)
        return torch.tanh(logits / self.soft_cap) * self.soft_cap

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        if self.use_chunked_logits:
            num_chunks = (hidden_states.shape[0] + self.chunk_size - 1) // self.chunk_size
            logger.debug("computing logits for %d tokens in %d chunks", hidden_states.shape[0], num_chunks)
            return torch.cat([self._get_logits(h) for h in hidden_states.split(self.chunk_size)], dim=0)
        return self._get_logits(hidden_states)


class ChunkedLogitsProcessor(LogitsProcessor):
    """For very large vocabularies: never materialise [num_tokens, vocab] at once."""

    use_chunked_logits = True
    chunk_size = 2
