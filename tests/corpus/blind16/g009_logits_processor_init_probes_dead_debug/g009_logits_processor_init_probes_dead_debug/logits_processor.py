import logging
import os

import torch
from torch import nn

from . import envs
from .debug_utils import dump_nonfinite_logits

logger = logging.getLogger(__name__)


class LogitsProcessor(nn.Module):
    def __init__(self, vocab_size: int, final_logit_softcapping: float | None = None):
        super().__init__()
        self.vocab_size = vocab_size
        self.final_logit_softcapping = final_logit_softcapping
        self.dump_dir = os.path.join(os.path.expanduser("~"), ".cache", "g009_logits")
        self.num_cpu_threads = os.cpu_count() or 1
        self.chunk_size = envs.LOGITS_CHUNK_SIZE
        logger.info(
            "LogitsProcessor: vocab=%d softcap=%s threads=%d", vocab_size, final_logit_softcapping, self.num_cpu_threads
        )

    def _get_logits(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        logits = torch.matmul(hidden_states, lm_head_weight.T)
        if self.final_logit_softcapping:
            logits = torch.tanh(logits / self.final_logit_softcapping) * self.final_logit_softcapping
        return logits[:, : self.vocab_size]

    def forward(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        logits = self._get_logits(hidden_states, lm_head_weight)
        if envs.DEBUG_DUMP_NONFINITE_LOGITS:
            dump_nonfinite_logits(logits, self.dump_dir)
        return logits


logits_processor = LogitsProcessor(vocab_size=6, final_logit_softcapping=30.0)
compute_logits = torch.compile(logits_processor, fullgraph=True)
