from .registry import ROPE_SCALERS, register_scaler, get_scaler
from . import scalers  # noqa: F401  (populates the registry)
