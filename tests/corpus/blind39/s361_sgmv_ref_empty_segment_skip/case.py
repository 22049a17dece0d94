import torch

ENTRY = "s361_sgmv_ref_empty_segment_skip.model:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
