import torch

ENTRY = "s179_replay_debug_flag_dead_branch.executor:execute"


def inputs():
    return (torch.randn(3, 8), torch.tensor([0, 1, 2]))
