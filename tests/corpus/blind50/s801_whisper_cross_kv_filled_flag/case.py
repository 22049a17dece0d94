import torch

ENTRY = "s801_whisper_cross_kv_filled_flag.runner:compiled_decoder"


def inputs():
    return (torch.randn(1, 3, 8), torch.randn(1, 6, 8))
