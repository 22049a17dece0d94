from .sincos import get_2d_sincos_pos_embed
from .mae_encoder import MAEEncoder

__all__ = ["get_2d_sincos_pos_embed", "MAEEncoder"]
