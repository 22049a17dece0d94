import torch

ENTRY = "s946_dynamic_kv_scale_calibration.model:compiled_model"


def inputs():
    return (torch.randn(4, 8), torch.tensor([2, 3, 4, 5]))
