import torch

ENTRY = "v133_hifigan_upsample_logging.inference:vocode"


def inputs():
    return (torch.randn(1, 8, 6),)
