import torch
from torch import nn

from .config import ForecastConfig
from .scalers import InstanceScaler


class LinearForecaster(nn.Module):
    """DLinear-ish channel-independent linear head with instance scaling."""

    def __init__(self, cfg: ForecastConfig):
        super().__init__()
        self.cfg = cfg
        self.scaler = InstanceScaler(cfg.n_channels, cfg.scaler)
        self.head = nn.Linear(cfg.context_len, cfg.horizon)

    def forward(self, past: torch.Tensor) -> torch.Tensor:
        # past: [batch, time, channels]
        z, stats = self.scaler.normalize(past)
        y = self.head(z.transpose(1, 2)).transpose(1, 2)
        return self.scaler.denormalize(y, stats)


compiled_forecaster = torch.compile(LinearForecaster(ForecastConfig()), fullgraph=True)
