import torch
import torch.nn as nn

from .configuration import DEFAULT_CONFIG, EarlyExitConfig


class ExitAwareLayer(nn.Module):
    def __init__(self, config: EarlyExitConfig):
        super().__init__()
        self.config = config
        h = config.hidden_size
        self.ln = nn.LayerNorm(h)
        self.ff = nn.Linear(h, h)
        self.exit_score = nn.Linear(h, 1)

    def forward(self, x: torch.Tensor, alive: torch.Tensor):
        y = x + torch.nn.functional.gelu(self.ff(self.ln(x)))
        score = torch.sigmoid(self.exit_score(y)).squeeze(-1)
        still_alive = alive & (score < self.config.exit_threshold)
        y = torch.where(alive.unsqueeze(-1), y, x)
        return y, still_alive


class EarlyExitModel(nn.Module):
    def __init__(self, config: EarlyExitConfig):
        super().__init__()
        self.layers = nn.ModuleList(ExitAwareLayer(config) for _ in range(config.num_layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        alive = torch.ones(x.shape[:-1], dtype=torch.bool, device=x.device)
        for layer in self.layers:
            x, alive = layer(x, alive)
        return x


_model = EarlyExitModel(DEFAULT_CONFIG).eval()


def _forward(x: torch.Tensor) -> torch.Tensor:
    return _model(x)


model_forward = torch.compile(_forward, fullgraph=True)
