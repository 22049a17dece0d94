import torch

from s534_packed_weight_version_cache.runner import build_runner

ENTRY = "s534_packed_weight_version_cache.runner:CPUDecodeRunner.decode_step"


def inputs():
    return (build_runner(), torch.randn(4, 8))
