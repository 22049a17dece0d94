from .engine import ChunkEngine, engine_step
