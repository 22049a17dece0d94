import torch
from torch import nn

from . import lags


class LagMLP(nn.Module):
    def __init__(self, hidden: int = 32):
        super().__init__()
        self.builder = lags.LagFeatureBuilder()
        self.net = nn.Sequential(
            nn.Linear(self.builder.n_features + 1, hidden),
            nn.GELU(),
            nn.Linear(hidden, 1),
        )

    def forward(self, series: torch.Tensor) -> torch.Tensor:
        feats = self.builder.build(series)
        x = torch.cat([series.unsqueeze(-1), feats], dim=-1)
        return self.net(x).squeeze(-1)


_MODEL = LagMLP().eval()


@torch.compile(fullgraph=True)
def forecast_step(series: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        pred = _MODEL(series)
    return pred[:, -1]
