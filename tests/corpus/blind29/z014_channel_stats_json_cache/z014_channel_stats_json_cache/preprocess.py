import torch

from .stats import load_channel_stats


class SensorNormalizer:
    """Normalises raw reflectance with per-sensor statistics."""

    def __init__(self, sensor: str, clip: float = 3.0):
        self.sensor = sensor
        self.clip = clip

    def stats_for(self, x: torch.Tensor):
        mean, std = load_channel_stats(self.sensor)
        mean_t = torch.tensor(mean, dtype=x.dtype, device=x.device).view(1, -1, 1, 1)
        std_t = torch.tensor(std, dtype=x.dtype, device=x.device).view(1, -1, 1, 1)
        return mean_t, std_t

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        mean, std = self.stats_for(x)
        z = (x - mean) / std
        return z.clamp(-self.clip, self.clip)
