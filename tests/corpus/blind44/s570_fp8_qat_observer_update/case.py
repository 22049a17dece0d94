import torch

ENTRY = "s570_fp8_qat_observer_update.qat:qat_forward"


def inputs():
    return (torch.randn(4, 8, requires_grad=True),)
