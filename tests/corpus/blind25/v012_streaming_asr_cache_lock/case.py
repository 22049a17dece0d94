import torch

ENTRY = "v012_streaming_asr_cache_lock.runner:step"


def inputs():
    # one 4-frame chunk of 8-dim fbank features, batch of 1
    return (torch.randn(1, 4, 8),)
