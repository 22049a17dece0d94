import torch

from s285_decoder_step_metrics_disable.decoder import build_runner

ENTRY = "s285_decoder_step_metrics_disable.decoder:decode_step"


def inputs():
    return (torch.randint(0, 10, (2,)), torch.randn(2, 16))
