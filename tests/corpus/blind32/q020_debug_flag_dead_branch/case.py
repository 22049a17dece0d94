import torch

ENTRY = "q020_debug_flag_dead_branch.engine:DepthAdaptiveRunner.step"


def inputs():
    from q020_debug_flag_dead_branch.engine import runner
    return (runner, torch.randn(2, 16))
