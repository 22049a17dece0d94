import logging
import threading
import time
from typing import Dict, List

import torch
from torch import nn

from . import envs

logger = logging.getLogger(__name__)


class OutputTokenBuffer(nn.Module):
    """Device-side ring of generated token ids and logprobs, one row per batch slot."""

    def __init__(self, max_batch_size: int, max_output_tokens: int = 0):
        super().__init__()
        self.max_output_tokens = max_output_tokens or envs.MAX_OUTPUT_TOKENS
        self.register_buffer("token_ids", torch.zeros(max_batch_size, self.max_output_tokens, dtype=torch.long))
        self.register_buffer("logprobs", torch.zeros(max_batch_size, self.max_output_tokens))
        self.register_buffer("num_tokens", torch.zeros(max_batch_size, dtype=torch.long))
        self._drain_lock = threading.Lock()
        self._created_at = time.time()
        logger.info(
            "allocated output buffer: %d slots x %d tokens", max_batch_size, self.max_output_tokens
        )

    def append(self, next_tokens: torch.Tensor, next_logprobs: torch.Tensor, active: torch.Tensor) -> None:
        pos = self.num_tokens.clamp(max=self.max_output_tokens - 1)[:, None]
        cur_ids = self.token_ids.gather(1, pos).squeeze(1)
        cur_lp = self.logprobs.gather(1, pos).squeeze(1)
        self.token_ids.scatter_(1, pos, torch.where(active, next_tokens, cur_ids)[:, None])
        self.logprobs.scatter_(1, pos, torch.where(active, next_logprobs, cur_lp)[:, None])
        self.num_tokens.add_(active.long())

    def drain(self) -> Dict[int, List[int]]:
        with self._drain_lock:
            lens = self.num_tokens.tolist()
            out = {slot: self.token_ids[slot, :n].tolist() for slot, n in enumerate(lens) if n}
            self.num_tokens.zero_()
        logger.debug("drained %d slots after %.3fs", len(out), time.time() - self._created_at)
        return out
