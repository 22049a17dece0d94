import torch
from torch import nn

from .features import CalendarSpec, calendar_features


class TemporalEncoder(nn.Module):
    def __init__(self, d_in: int, d_model: int, spec: CalendarSpec):
        super().__init__()
        self.spec = spec
        self.value_proj = nn.Linear(d_in, d_model)
        self.time_proj = nn.Linear(spec.n_features, d_model, bias=False)
        self.norm = nn.LayerNorm(d_model)

    @torch.compile(fullgraph=True)
    def encode(self, values: torch.Tensor, start_ts: int) -> torch.Tensor:
        b, t, _ = values.shape
        cal = calendar_features(start_ts, t, self.spec).to(values.dtype)
        h = self.value_proj(values) + self.time_proj(cal).unsqueeze(0).expand(b, -1, -1)
        return self.norm(h)
