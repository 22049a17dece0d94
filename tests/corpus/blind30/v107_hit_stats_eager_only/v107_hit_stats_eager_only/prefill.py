import torch
from torch import nn

from . import telemetry


class CachedPrefill(nn.Module):
    def __init__(self, hidden: int = 8, cache_len: int = 8):
        super().__init__()
        self.mix = nn.Linear(hidden, hidden)
        self.register_buffer("cached_ids", torch.arange(cache_len))
        self.register_buffer("cached_states", torch.zeros(cache_len, hidden))
        self.meter = telemetry.HitRateMeter()

    @torch.compile(fullgraph=True)
    def prefill(self, x: torch.Tensor, token_ids: torch.Tensor) -> torch.Tensor:
        hit = (token_ids == self.cached_ids[: token_ids.shape[0]])
        hit = hit.to(torch.int32).cumprod(0).bool()
        telemetry.maybe_record(self.meter, hit, token_ids.shape[0])
        fresh = torch.tanh(self.mix(x))
        cached = self.cached_states[: x.shape[0]]
        return torch.where(hit[:, None], cached, fresh)


model = CachedPrefill()
