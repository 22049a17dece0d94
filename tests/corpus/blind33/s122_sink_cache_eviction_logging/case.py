import torch

from s122_sink_cache_eviction_logging.model import SinkAttention

ENTRY = "s122_sink_cache_eviction_logging.model:compiled_attn"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(1, 6, 16),)
