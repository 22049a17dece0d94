import logging
from dataclasses import dataclass

import torch
import torch.nn as nn

from .topk_topp_sampler import TopKTopPSampler

logger = logging.getLogger(__name__)

_SAMPLING_EPS = 1e-5


@dataclass(frozen=True)
class SamplerConfig:
    enable_nan_check: bool = False
    log_sampling_stats: bool = True


class Sampler(nn.Module):
    def __init__(self, config: SamplerConfig = SamplerConfig()):
        super().__init__()
        self.config = config
        self.topk_topp_sampler = TopKTopPSampler()

    def _check_nan(self, probs: torch.Tensor) -> None:
        if torch.isnan(probs).any():
            raise RuntimeError("NaN detected in sampling probabilities")

    def forward(
        self,
        logits: torch.Tensor,
        temperature: torch.Tensor,
        top_k: torch.Tensor,
        top_p: torch.Tensor,
    ) -> torch.Tensor:
        if self.config.log_sampling_stats and not torch.compiler.is_compiling():
            logger.debug("sampling %d requests", logits.shape[0])

        greedy = logits.argmax(dim=-1).view(-1)
        scaled = logits / temperature.clamp(min=_SAMPLING_EPS).unsqueeze(dim=1)
        random_sampled = self.topk_topp_sampler(scaled, {}, top_k, top_p)

        if self.config.enable_nan_check:
            self._check_nan(scaled.softmax(dim=-1))

        return torch.where(temperature < _SAMPLING_EPS, greedy, random_sampled)


compiled_sampler = torch.compile(Sampler(), fullgraph=True)
