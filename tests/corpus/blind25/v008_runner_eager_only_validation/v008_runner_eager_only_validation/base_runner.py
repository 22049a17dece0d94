import logging
import time

import torch

logger = logging.getLogger(__name__)


class BatchValidationError(RuntimeError):
    pass


class BaseModelRunner:
    """Bookkeeping shared by every runner flavour (decode, extend, draft)."""

    def __init__(self, vocab_size: int, max_tokens_per_batch: int):
        self.vocab_size = vocab_size
        self.max_tokens_per_batch = max_tokens_per_batch
        self.forward_ct = 0
        self._last_step_end = time.monotonic()

    def _check_batch(self, input_ids: torch.Tensor, extend_seq_lens: torch.Tensor) -> None:
        lens = extend_seq_lens.tolist()
        if sum(lens) != input_ids.shape[0]:
            raise BatchValidationError(f"extend lens {lens} do not cover {input_ids.shape[0]} tokens")
        bad = (input_ids < 0) | (input_ids >= self.vocab_size)
        if bad.any().item():
            raise BatchValidationError(f"token ids out of range: {input_ids[bad].tolist()}")
        now = time.monotonic()
        logger.debug("step %d: %d tokens, %.2f ms since last step",
                     self.forward_ct, sum(lens), 1e3 * (now - self._last_step_end))
        self._last_step_end = now

    def pre_forward(self, input_ids: torch.Tensor, extend_seq_lens: torch.Tensor) -> None:
        self.forward_ct += 1
        if not torch.compiler.is_compiling():
            # host-syncing checks only in eager mode; the compiled path trusts the scheduler
            self._check_batch(input_ids, extend_seq_lens)
