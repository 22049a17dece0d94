import torch

ENTRY = "c078_dataclass_profile_flag_off.attention:compiled"


def inputs():
    return (torch.randn(2, 4, 8),)
