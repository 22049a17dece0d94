import torch
from torch import nn

from . import metrics


class Sampler(nn.Module):
    def __init__(self, temperature: float = 0.0) -> None:
        super().__init__()
        self.temperature = temperature
        self.stats = metrics.SamplerStats()

    def _greedy(self, logits: torch.Tensor) -> torch.Tensor:
        return logits.argmax(dim=-1)

    def _sample(self, logits: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(logits / self.temperature, dim=-1)
        return torch.multinomial(probs, 1).squeeze(-1)

    def _postprocess(self, logits: torch.Tensor, next_ids: torch.Tensor) -> torch.Tensor:
        metrics.record_batch(
            self.stats,
            logits.shape[0],
            self.temperature == 0.0,
        )
        return next_ids

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        if self.temperature == 0.0:
            next_ids = self._greedy(logits)
        else:
            next_ids = self._sample(logits)
        return self._postprocess(logits, next_ids)


sampler = Sampler()
sample = torch.compile(sampler, fullgraph=True)
