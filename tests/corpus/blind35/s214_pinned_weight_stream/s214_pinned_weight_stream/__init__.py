from .streamer import WeightStreamer
from .layers import StreamedFFN

__all__ = ["WeightStreamer", "StreamedFFN"]
