import torch

from s674_acceptance_metrics_lock_callback.runner import SpecDecodeRunner

ENTRY = "s674_acceptance_metrics_lock_callback.runner:SpecDecodeRunner.verify_and_accept"


def inputs():
    runner = SpecDecodeRunner()
    return (runner, torch.randint(0, 16, (2, 3)), torch.randn(2, 4, 8))
