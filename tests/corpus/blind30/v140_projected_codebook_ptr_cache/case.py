import torch

from v140_projected_codebook_ptr_cache.runtime import CodecRuntime

ENTRY = "v140_projected_codebook_ptr_cache.runtime:CodecRuntime.decode"


def inputs():
    return (CodecRuntime().eval(), torch.randint(0, 32, (1, 4, 5)))
