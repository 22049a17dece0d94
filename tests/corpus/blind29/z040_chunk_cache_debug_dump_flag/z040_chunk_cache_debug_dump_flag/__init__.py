from .settings import DEBUG_DUMP_CHUNKS
from .ring_cache import RingChunkCache
from .runner import StreamRunner, stream_step
