import torch

from r039_step_timer_is_compiling.runner import ModelRunner

ENTRY = "r039_step_timer_is_compiling.runner:ModelRunner.execute"

_RUNNER = ModelRunner()


def inputs():
    return (_RUNNER, torch.randn(3, 12))
