import logging

import torch

from .bias_backends import get_logit_bias_backend
from .env import LOGIT_BIAS_BACKEND, has_triton_kernels

logger = logging.getLogger(__name__)


class SamplingBatchInfo:
    def __init__(self, vocab_size: int, logit_bias: torch.Tensor, min_p: float = 0.05):
        self.vocab_size = vocab_size
        self.logit_bias = logit_bias
        self.min_p = min_p
        self.backend = get_logit_bias_backend(LOGIT_BIAS_BACKEND)(vocab_size)
        self.use_triton = has_triton_kernels()
        logger.info("logit bias backend=%s triton=%s", LOGIT_BIAS_BACKEND, self.use_triton)

    @torch.compile(fullgraph=True)
    def apply_logits_bias(self, logits: torch.Tensor) -> torch.Tensor:
        if not torch.compiler.is_compiling():
            logger.debug("eager logit bias on %s", tuple(logits.shape))
            torch.cuda.synchronize() if torch.cuda.is_available() else None
        logits = self.backend.apply(logits, self.logit_bias)
        probs = torch.softmax(logits, dim=-1)
        top_p = probs.max(dim=-1, keepdim=True).values
        return logits.masked_fill(probs < top_p * self.min_p, -float("inf"))
