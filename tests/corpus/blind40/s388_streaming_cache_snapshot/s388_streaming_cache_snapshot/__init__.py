from .session import StreamingSession
from .state import ChunkCacheState
