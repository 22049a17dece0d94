import torch

from .telemetry import timed


def _masked_mean(h: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    m = mask.unsqueeze(-1).to(h.dtype)
    return (h * m).sum(1) / m.sum(1).clamp_min(1.0)


def _last_token(h: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    idx = mask.long().sum(1).clamp_min(1) - 1
    return h[torch.arange(h.shape[0]), idx]


POOLERS = {"mean": _masked_mean, "last": _last_token}


@timed("pool")
def pool(h: torch.Tensor, mask: torch.Tensor, how: str = "last") -> torch.Tensor:
    return POOLERS[how](h, mask)
