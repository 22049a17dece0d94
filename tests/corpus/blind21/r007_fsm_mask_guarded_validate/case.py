import torch

ENTRY = "r007_fsm_mask_guarded_validate.guided:guided_step"


def inputs():
    return (torch.randn(4, 12), torch.tensor([1, 2, 2, 0]))
