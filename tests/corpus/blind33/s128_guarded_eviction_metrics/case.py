import torch

from s128_guarded_eviction_metrics.decoder import SnapKVDecoder

ENTRY = "s128_guarded_eviction_metrics.decoder:SnapKVDecoder.step"


def inputs():
    torch.manual_seed(0)
    return (SnapKVDecoder(), torch.randn(1, 2, 4, 8), torch.randn(1, 2, 16, 8), torch.randn(1, 2, 16, 8))
