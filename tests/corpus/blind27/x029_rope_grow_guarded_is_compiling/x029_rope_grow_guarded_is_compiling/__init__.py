from .cache import GrowableRopeCache
from .embed import RopeEmbedder, embed_tokens
