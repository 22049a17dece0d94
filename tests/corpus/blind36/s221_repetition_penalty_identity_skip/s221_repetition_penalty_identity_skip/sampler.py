import torch
from torch import nn

from .config import SamplerConfig
from .penalties import apply_repetition_penalty


class Sampler(nn.Module):
    def __init__(self, config: SamplerConfig | None = None):
        super().__init__()
        self.config = config or SamplerConfig()

    def _scale(self, logits: torch.Tensor) -> torch.Tensor:
        t = max(self.config.temperature, self.config.min_temperature)
        return logits / t

    def forward(
        self,
        logits: torch.Tensor,
        output_ids: torch.Tensor,
        penalties: torch.Tensor,
    ) -> torch.Tensor:
        logits = apply_repetition_penalty(logits, output_ids, penalties)
        if self.config.greedy:
            return logits.argmax(dim=-1)
        probs = torch.softmax(self._scale(logits), dim=-1)
        return probs.argmax(dim=-1)


compiled_sampler = torch.compile(Sampler(), fullgraph=True)
