from .norms import get_norm_layer
from .decoder import Gemma2DecoderLayer, Gemma2LayerConfig

__all__ = ["get_norm_layer", "Gemma2DecoderLayer", "Gemma2LayerConfig"]
