from .mrope import MRotaryEmbedding
from .model import VisionTextEmbedder, embed_step
