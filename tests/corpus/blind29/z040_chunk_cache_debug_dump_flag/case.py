import torch

ENTRY = "z040_chunk_cache_debug_dump_flag.runner:stream_step"


def inputs():
    return (torch.randn(2, 4, 8),)
