from .config import RetentionConfig, DecayMode
from .retention import chunkwise_retention
