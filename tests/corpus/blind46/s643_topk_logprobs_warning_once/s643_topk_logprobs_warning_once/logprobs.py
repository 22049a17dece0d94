from dataclasses import dataclass

import torch
from torch import nn

from .logging_utils import get_logger, warning_once

logger = get_logger(__name__)

MAX_TOP_LOGPROBS = 5


@dataclass(frozen=True)
class LogprobsConfig:
    num_top_logprobs: int = 0
    return_prompt_logprobs: bool = False


class LogprobsProcessor(nn.Module):
    def __init__(self, config: LogprobsConfig):
        super().__init__()
        self.config = config

    def effective_top_k(self) -> int:
        k = self.config.num_top_logprobs
        if k > MAX_TOP_LOGPROBS:
            warning_once(
                logger,
                f"num_top_logprobs={k} exceeds the server limit; clamping to {MAX_TOP_LOGPROBS}",
            )
            k = MAX_TOP_LOGPROBS
        return k

    def forward(self, logprobs: torch.Tensor, next_tokens: torch.Tensor):
        chosen = logprobs.gather(-1, next_tokens[:, None]).squeeze(-1)
        k = self.effective_top_k()
        if k == 0:
            return chosen, None, None
        top_vals, top_ids = logprobs.topk(k, dim=-1)
        return chosen, top_vals, top_ids
