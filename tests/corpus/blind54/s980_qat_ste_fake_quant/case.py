import torch

ENTRY = "s980_qat_ste_fake_quant.model:calibrate_step"


def inputs():
    return (torch.randn(4, 8),)
