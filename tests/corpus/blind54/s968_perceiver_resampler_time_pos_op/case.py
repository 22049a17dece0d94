import torch

ENTRY = "s968_perceiver_resampler_time_pos_op.media:condense_media"


def inputs():
    return (torch.randn(1, 2, 3, 5, 16),)
