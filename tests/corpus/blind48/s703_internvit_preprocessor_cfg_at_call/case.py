import torch

ENTRY = "s703_internvit_preprocessor_cfg_at_call.tower:encode_images"


def inputs():
    return (torch.rand(2, 3, 16, 16),)
