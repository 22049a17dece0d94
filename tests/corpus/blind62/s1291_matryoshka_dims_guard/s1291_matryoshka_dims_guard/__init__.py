from .pooling_params import PoolingParams
from .model import EmbeddingModel, embed_step

__all__ = ["PoolingParams", "EmbeddingModel", "embed_step"]
