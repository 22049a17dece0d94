from dataclasses import dataclass, field


@dataclass
class ScalerConfig:
    eps: float = 1e-5
    affine: bool = True
    min_std: float = 1e-3


@dataclass
class ForecastConfig:
    n_channels: int = 3
    context_len: int = 24
    horizon: int = 8
    scaler: ScalerConfig = field(default_factory=ScalerConfig)
