from .config import LongRopeConfig
from .longrope import LongRopeEmbedding
from .model import Phi3StyleAttention, attn
