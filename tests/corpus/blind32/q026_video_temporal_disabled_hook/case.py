import torch


ENTRY = "q026_video_temporal_disabled_hook.blocks:compiled_block"


def inputs():
    # (batch, frames, tokens, dim)
    return (torch.randn(1, 3, 4, 16), torch.randn(1, 16))
