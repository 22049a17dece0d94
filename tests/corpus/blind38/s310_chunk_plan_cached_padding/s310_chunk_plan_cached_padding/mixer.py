import torch
import torch.nn as nn
import torch.nn.functional as F

from .plan import make_plan
from .scan import decay_scan

PREFERRED_CHUNK = 64 if torch.cuda.is_available() else 4


class ChunkedDecayMixer(nn.Module):
    """Gated linear recurrence with data-dependent decay (GLA/HGRN-like)."""

    def __init__(self, d_model: int = 8):
        super().__init__()
        self.in_proj = nn.Linear(d_model, 3 * d_model)
        self.out_proj = nn.Linear(d_model, d_model)
        self.decay_floor = nn.Parameter(torch.full((d_model,), -4.0))

    def forward(self, x, h0):
        plan = make_plan(x.shape[1], PREFERRED_CHUNK)
        u, f, g = self.in_proj(x).chunk(3, dim=-1)
        log_a = -F.softplus(f) * torch.exp(self.decay_floor)
        u = u * (1 - torch.exp(log_a))
        y, h = decay_scan(u, log_a, h0, plan)
        return self.out_proj(y * torch.sigmoid(g)), h


_mixer = ChunkedDecayMixer()


@torch.compile(fullgraph=True, dynamic=False)
def prefill(x, h0):
    return _mixer(x, h0)
