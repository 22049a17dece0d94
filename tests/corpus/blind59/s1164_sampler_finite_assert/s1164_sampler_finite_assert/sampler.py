import torch
import torch.nn as nn

from .global_config import global_config
from .sanity import check_logits_finite


class Sampler(nn.Module):
    def __init__(self, top_k: int = 4):
        super().__init__()
        self.top_k = top_k

    def _apply_temperature(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        temperatures = temperatures.clamp(min=global_config.min_temperature)
        return logits / temperatures.unsqueeze(-1)

    def _top_k_renorm(self, probs: torch.Tensor) -> torch.Tensor:
        topk_vals, topk_idx = probs.topk(self.top_k, dim=-1)
        masked = torch.zeros_like(probs).scatter_(-1, topk_idx, topk_vals)
        return masked / masked.sum(dim=-1, keepdim=True).clamp(min=global_config.sampling_eps)

    def forward(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        check_logits_finite(logits)
        logits = self._apply_temperature(logits, temperatures)
        probs = torch.softmax(logits.float(), dim=-1)
        probs = self._top_k_renorm(probs)
        return torch.argmax(probs, dim=-1)


_sampler = Sampler()


@torch.compile(fullgraph=True)
def sample_step(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    return _sampler(logits, temperatures)
