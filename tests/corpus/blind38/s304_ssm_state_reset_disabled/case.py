import torch

ENTRY = "s304_ssm_state_reset_disabled.model:compiled_step"


def inputs():
    return (torch.randn(3, 8), torch.tensor([False, True, False]))
