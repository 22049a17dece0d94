import torch

from f008_step_metrics_queue_put.runner import ModelRunner

ENTRY = "f008_step_metrics_queue_put.runner:ModelRunner.forward_decode"

_runner = ModelRunner()


def inputs():
    return (_runner, torch.randn(3, 8))
