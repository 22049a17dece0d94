import torch

from s173_static_buffer_data_ptr_check.runner import build_runner

ENTRY = "s173_static_buffer_data_ptr_check.runner:runner_step"


def inputs():
    return (torch.randint(0, 32, (4,)), torch.randn(4, 8))
