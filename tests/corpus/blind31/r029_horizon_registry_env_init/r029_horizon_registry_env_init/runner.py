import torch
from torch import nn

from . import presets, settings


class ForecastRunner(nn.Module):
    def __init__(self, d_model: int):
        super().__init__()
        self.preset = presets.resolve(settings.HORIZON_PRESET, settings.preset_overrides())
        self.steps = torch.tensor(self.preset.steps, dtype=torch.float32)
        self.head = nn.Linear(d_model, len(self.preset.steps))
        self.log_growth = nn.Parameter(torch.zeros(()))

    def _debug(self, name: str, t: torch.Tensor) -> None:
        print(f"[r029] {name}: shape={tuple(t.shape)} mean={t.mean().item():.4f}")

    @torch.compile(fullgraph=True)
    def predict(self, h: torch.Tensor) -> torch.Tensor:
        y = self.head(h)
        if settings.DEBUG_SHAPES:
            self._debug("head", y)
        y = y * torch.exp(self.log_growth * torch.log1p(self.steps)) * self.preset.scale
        if self.preset.clip_negative:
            y = torch.relu(y)
        return y
