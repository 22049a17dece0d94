import torch

from .preprocess import SensorNormalizer


class SatelliteEncoder(torch.nn.Module):
    def __init__(self, sensor: str = "sentinel2", bands: int = 4, dim: int = 16):
        super().__init__()
        self.normalizer = SensorNormalizer(sensor)
        self.stem = torch.nn.Conv2d(bands, dim, 3, padding=1)
        self.act = torch.nn.SiLU()
        self.out = torch.nn.Conv2d(dim, dim, 1)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.normalizer(x)
        return self.out(self.act(self.stem(x)))
