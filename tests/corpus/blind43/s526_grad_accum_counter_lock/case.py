import torch

ENTRY = "s526_grad_accum_counter_lock.trainer:compiled_micro_batch_loss"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 3, 5, 7]))
