from .layer_drop import LayerDropModuleList
from .transformer_encoder import TransformerEncoder, TransformerEncoderLayer

__all__ = ["LayerDropModuleList", "TransformerEncoder", "TransformerEncoderLayer"]
