import torch

from s1280_int8_azp_kernel_select.w8a8_int8 import W8A8Runner

ENTRY = "s1280_int8_azp_kernel_select.w8a8_int8:W8A8Runner.run"


def inputs():
    return (W8A8Runner(), torch.randn(4, 32))
