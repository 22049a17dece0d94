from .scaling import ROPE_SCALERS, register_scaler
from .embedding import YarnRotaryEmbedding, build_rotary
