import logging
from dataclasses import dataclass

import torch
from torch import nn

from .step_timer import timed_step

logger = logging.getLogger(__name__)


@dataclass
class LogitsProcessorConfig:
    hidden_size: int = 8
    vocab_size: int = 32
    final_logit_softcapping: float = 30.0
    logit_scale: float = 1.0


class LogitsProcessor(nn.Module):
    def __init__(self, config: LogitsProcessorConfig = LogitsProcessorConfig()):
        super().__init__()
        self.config = config
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def _softcap(self, logits):
        cap = self.config.final_logit_softcapping
        if cap:
            logits = torch.tanh(logits / cap) * cap
        return logits

    def _check_finite(self, logits):
        num_bad = int((~torch.isfinite(logits)).sum().item())
        if num_bad:
            logger.warning("logits contain %d non-finite values", num_bad)

    @timed_step("logits")
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden_states) * self.config.logit_scale
        logits = self._softcap(logits)
        if not torch.compiler.is_compiling():
            self._check_finite(logits)
        return logits


logits_processor = torch.compile(LogitsProcessor(), fullgraph=True)
