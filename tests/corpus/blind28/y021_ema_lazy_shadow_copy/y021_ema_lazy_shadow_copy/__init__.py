"""EMA-weighted classifier served with the shadow weights."""
from .config import EMAConfig
from .ema import ModelEMA

__all__ = ["EMAConfig", "ModelEMA"]
